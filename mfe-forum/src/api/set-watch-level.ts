import { apiClient } from '@site/api-client';
import type { WatchInput, WatchLevel } from '@site/contracts';

/** PUT /api/forum/{threads|categories}/{id}/watch: answers the level now. */
export const setWatchLevel = (target: 'threads' | 'categories', id: number, level: WatchLevel) =>
  apiClient.put<WatchInput>(`/forum/${target}/${id}/watch`, { level } satisfies WatchInput, {
    fallbackMessage: 'Failed to change watching',
  });
