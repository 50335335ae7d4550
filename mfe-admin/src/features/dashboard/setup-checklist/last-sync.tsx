import type { YoutubeSyncRun } from '@site/contracts';
import { RelativeTime } from '@site/ui';

/** The latest YouTube sync under the playlist item: when, and how it went. */
export function LastSync({ run }: { run: YoutubeSyncRun | null }) {
  if (!run) return <p className="mt-2 text-sm text-muted">Last sync: never.</p>;
  const counts = run.status === 'succeeded' ? `: ${run.added ?? 0} added, ${run.updated ?? 0} updated` : '';
  return (
    <p className="mt-2 text-sm text-muted">
      Last sync <RelativeTime value={run.finished_at ?? run.started_at} /> (
      {run.trigger === 'schedule' ? 'scheduled' : 'by hand'}), {run.status}
      {counts}.
    </p>
  );
}
