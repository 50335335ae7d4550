import { apiClient } from '@site/api-client';
import type { VisitorStats } from '@site/contracts';

/** POST /api/visitors/track (no body): counts this browser's visit, answers the new totals. */
export const trackVisit = () => apiClient.post<VisitorStats>('/visitors/track');

/** GET /api/visitors/stats. */
export const fetchVisitorStats = () => apiClient.get<VisitorStats>('/visitors/stats');
