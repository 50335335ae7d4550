import { apiClient } from '@site/api-client';
import type { YoutubeSyncRunList } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

const shownRuns = 10;
/** While a sync runs, its end is worth showing without a reload. */
const runningPollMs = 3_000;

export const syncRunsQuery = queryOptions({
  queryKey: ['admin', 'youtube', 'sync-runs'],
  queryFn: () =>
    apiClient.get<YoutubeSyncRunList>(`/admin/youtube/sync-runs?limit=${shownRuns}`, {
      fallbackMessage: 'Failed to load the sync runs',
    }),
  // Scheduled runs happen on their own: asked for again whenever shown.
  staleTime: 0,
  refetchInterval: (query) => (query.state.data?.runs.some((run) => run.status === 'running') ? runningPollMs : false),
});
