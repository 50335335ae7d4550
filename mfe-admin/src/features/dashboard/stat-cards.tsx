import type { AdminOverview } from '@site/contracts';

type Counts = AdminOverview['counts'];

const stats: Array<{ label: string; value(counts: Counts): number }> = [
  { label: 'Videos', value: (counts) => counts.videos },
  { label: 'Games', value: (counts) => counts.games },
  { label: 'Users', value: (counts) => counts.users },
  { label: 'Pending approval', value: (counts) => counts.pending_videos + counts.pending_news },
];

/** The overview's real counts; 'Unavailable' when they could not be loaded, never a made-up number. */
export function StatCards({ counts, loading }: { counts: Counts | null; loading: boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={loading}>
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-lg border border-border bg-surface p-4">
          <dt className="text-sm font-medium text-muted">{stat.label}</dt>
          <dd className={`mt-1 font-bold ${counts ? 'text-3xl' : 'text-lg text-muted'}`}>
            {counts ? stat.value(counts).toLocaleString('en-US') : loading ? '…' : 'Unavailable'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
