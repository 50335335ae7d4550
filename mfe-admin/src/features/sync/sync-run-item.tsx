import type { YoutubeSyncRun, YoutubeSyncRunStatus } from '@site/contracts';
import { RelativeTime } from '@site/ui';

const statusLabels: Record<YoutubeSyncRunStatus, { label: string; className: string }> = {
  running: { label: 'Running', className: 'bg-sky-400 text-black' },
  succeeded: { label: 'Done', className: 'bg-emerald-400 text-black' },
  failed: { label: 'Failed', className: 'bg-red-400 text-black' },
  interrupted: { label: 'Interrupted', className: 'bg-amber-400 text-black' },
};

function outcome(run: YoutubeSyncRun): string {
  if (run.status === 'succeeded') return `${run.added ?? 0} added, ${run.updated ?? 0} updated`;
  return run.error ?? '';
}

export function SyncRunItem({ run }: { run: YoutubeSyncRun }) {
  const status = statusLabels[run.status];
  return (
    <li className="rounded-lg border border-border bg-surface p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${status.className}`}>{status.label}</span>
        <span className="font-medium">
          {run.trigger === 'schedule' ? 'Scheduled' : `By ${run.started_by?.username ?? 'a former admin'}`}
        </span>
        <RelativeTime value={run.started_at} className="ml-auto text-muted" />
      </div>
      {outcome(run) && <p className={`mt-1 ${run.status === 'succeeded' ? 'text-muted' : ''}`}>{outcome(run)}</p>}
    </li>
  );
}
