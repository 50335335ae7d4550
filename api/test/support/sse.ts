import type { YoutubeSyncEvent } from '@site/contracts';

export interface EventStream {
  response: Response;
  /** The next event, or null once the server ended the stream. */
  next(): Promise<YoutubeSyncEvent | null>;
  /** Every event up to the end of the stream. */
  rest(): Promise<YoutubeSyncEvent[]>;
  leave(): void;
}

/** Reads the sync's server-sent events the way the admin page does: fetch with a bearer header. */
export async function followSyncEvents(baseUrl: string, headers: Record<string, string>): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/videos/sync-youtube/events`, { headers, signal: abort.signal });
  if (!response.body) throw new Error('no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<YoutubeSyncEvent | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice('data: '.length))
          .join('\n');
        if (data) return JSON.parse(data) as YoutubeSyncEvent;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  };
  const rest = async () => {
    const events: YoutubeSyncEvent[] = [];
    for (let event = await next(); event; event = await next()) events.push(event);
    return events;
  };
  return { response, next, rest, leave: () => abort.abort() };
}
