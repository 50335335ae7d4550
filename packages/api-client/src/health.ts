import type { HealthResponse } from '@site/contracts';
import { apiClient } from './api-client.js';

/** GET /api/health: the API is up and reached its database. */
export const fetchHealth = () => apiClient.get<HealthResponse>('/health', { fallbackMessage: 'Health check failed' });
