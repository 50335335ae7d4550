import type { VisitorStats } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { takeTrackingAnswer } from './track-visit.js';
import { fetchVisitorStats } from './visitors-api.js';

/** The totals once this visit has been counted: the app-start tracking's answer first, then the server's. */
export const visitorStatsQuery = queryOptions({
  queryKey: ['visitors', 'stats'],
  queryFn: async (): Promise<VisitorStats> => (await takeTrackingAnswer()) ?? (await fetchVisitorStats()),
});
