import { apiClient } from '@site/api-client';
import { authStorage } from '@site/auth';
import type { YoutubeSyncEvent, YoutubeSyncResult } from '@site/contracts';

export const startSync = () =>
  apiClient.post<YoutubeSyncResult>(
    '/videos/sync-youtube',
    {},
    { fallbackMessage: 'Failed to sync YouTube videos. Please try again.' },
  );

/** Reads the server-sent progress events (fetch, so the bearer token can be sent) until aborted or ended. */
export async function followSyncEvents(onEvent: (event: YoutubeSyncEvent) => void, signal: AbortSignal): Promise<void> {
  const token = authStorage.token();
  const response = await fetch('/api/videos/sync-youtube/events', {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!response.ok || !response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    const messages = buffer.split('\n\n');
    buffer = messages.pop() ?? '';
    for (const message of messages) {
      const data = message
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      if (data) onEvent(JSON.parse(data) as YoutubeSyncEvent);
    }
  }
}
