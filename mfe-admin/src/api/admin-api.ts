import { apiClient } from '@site/api-client';
import type { AdminOverview } from '@site/contracts';

export const adminApi = {
  overview: () => apiClient.get<AdminOverview>('/admin/overview', { fallbackMessage: 'Failed to load dashboard data' }),
};
