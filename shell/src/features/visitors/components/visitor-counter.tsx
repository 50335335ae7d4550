import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { visitorStatsQuery } from '../visitor-stats-query.js';

const format = (value: number) => value.toLocaleString('en-US');

/** The home page's visitor box: the totals once this visit has been counted. */
export function VisitorCounter() {
  const { data: stats, error, isPending } = useQuery(visitorStatsQuery);
  useEffect(() => {
    if (error) console.error('Visitor stats failed to load', error);
  }, [error]);

  const figures = [
    { label: 'Unique Visitors', value: stats?.unique_visitors ?? null },
    { label: 'Total Visits', value: stats?.total_visits ?? null },
  ];
  return (
    <section
      aria-labelledby="visitors-heading"
      aria-busy={isPending}
      className="rounded-xl border border-border bg-surface p-5"
    >
      <h2 id="visitors-heading" className="font-display text-xs tracking-widest text-amber-300 uppercase">
        Visitor Counter
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse rounded-lg border border-border bg-bg px-3 py-3 text-center"
          >
            <dt className="mt-1 text-xs font-semibold tracking-wide text-muted uppercase">{figure.label}</dt>
            <dd className="font-mono text-2xl font-bold text-amber-300 tabular-nums sm:text-3xl">
              {figure.value === null ? '—' : format(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      {error && !stats && <p className="mt-3 text-sm text-muted">Visitor counts are unavailable right now.</p>}
    </section>
  );
}
