import type { YoutubeSyncEvent } from '@site/contracts';
import { Button, Dialog, StatusMessage } from '@site/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { followSyncEvents, startSync } from '../../api/sync-api.js';
import { markVideosStale } from '../../api/video-cache.js';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

function progressOf(event: YoutubeSyncEvent | null): { label: string; percent: number | null } {
  if (!event || event.phase === 'idle') return { label: 'Starting...', percent: null };
  if (event.phase === 'fetching')
    return {
      label: `Reading the playlist: ${event.items} videos found (${event.pages} page${event.pages === 1 ? '' : 's'})`,
      percent: null,
    };
  if (event.phase === 'saving')
    return {
      label: `Saving ${event.done} of ${event.total}`,
      percent: event.total ? Math.round((event.done / event.total) * 100) : 100,
    };
  return { label: 'Finishing...', percent: 100 };
}

/** Admin-only Sync YouTube: confirm, progress from the server's events, result message; the library refreshes after. */
export function SyncYoutube() {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [event, setEvent] = useState<YoutubeSyncEvent | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const stream = useRef<AbortController | null>(null);
  useEffect(() => () => stream.current?.abort(), []);

  const run = async () => {
    setConfirming(false);
    setRunning(true);
    setOutcome(null);
    setEvent(null);
    stream.current = new AbortController();
    followSyncEvents(setEvent, stream.current.signal).catch(() => {});
    try {
      const result = await startSync();
      setOutcome({
        kind: 'success',
        text: `YouTube sync completed! Total videos: ${result.total_videos} (${result.added} added, ${result.updated} updated)`,
      });
      void markVideosStale(queryClient);
    } catch (error) {
      const detail = (error as Error).message;
      setOutcome({
        kind: 'error',
        text: `Failed to sync YouTube videos. Please try again.${detail && !detail.startsWith('Failed to sync') ? ` (${detail})` : ''}`,
      });
    } finally {
      stream.current.abort();
      setRunning(false);
    }
  };

  const progress = progressOf(event);
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" disabled={running} onClick={() => setConfirming(true)}>
        {running ? 'Syncing...' : 'Sync YouTube'}
      </Button>
      {running && (
        <div className="w-full max-w-md">
          <p role="status" className="text-sm text-muted">
            {progress.label}
          </p>
          <div
            className="mt-1 h-2 overflow-hidden rounded bg-surface-raised"
            role="progressbar"
            aria-label="Sync progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent ?? undefined}
          >
            <div
              className={`h-full bg-accent transition-all ${progress.percent === null ? 'w-1/3 animate-pulse' : ''}`}
              style={progress.percent === null ? undefined : { width: `${progress.percent}%` }}
            />
          </div>
        </div>
      )}
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
      <Dialog open={confirming} onOpenChange={setConfirming} title="Sync YouTube">
        <p>This will sync videos from YouTube playlist. It may take a minute. Continue?</p>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button onClick={run}>Continue</Button>
        </div>
      </Dialog>
    </div>
  );
}
