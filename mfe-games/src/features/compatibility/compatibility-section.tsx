import type { CompatibilitySummary } from '@site/contracts';
import { LoadingState, QueryView, RatingBadge } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { countOf } from '../../components/game-labels.js';
import { ratingLabel } from '@site/domain';
import { CompatibilityMatrix } from './compatibility-matrix.js';
import { summaryQuery } from './compatibility-queries.js';
import { ReportFiling } from './report-filing.js';
import { ReportList } from './report-list.js';

/**
 * The game page's "Compatibility": the community's tier, the gun x display matrix, filing a report and the latest
 * reports.
 */
export function CompatibilitySection({ gameId }: { gameId: number }) {
  const summary = useQuery(summaryQuery(gameId));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold">
        Compatibility
      </h2>
      <QueryView
        query={summary}
        errorMessage="Failed to load compatibility"
        loading={<LoadingState label="Loading compatibility..." />}
      >
        {(loaded) => (
          <>
            <TierLine summary={loaded} />
            {loaded.matrix.length > 0 && <CompatibilityMatrix summary={loaded} />}
            <ReportFiling gameId={gameId} myReports={loaded.my_reports} />
            <ReportList gameId={gameId} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function TierLine({ summary }: { summary: CompatibilitySummary }) {
  const { tier, report_count: count } = summary;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-3">
      <RatingBadge rating={tier} className="px-3 py-1">
        {tier ? `Tier: ${ratingLabel[tier]}` : 'No reports yet'}
      </RatingBadge>
      {count > 0 && <span className="text-sm text-muted">{countOf(count, 'report')}</span>}
    </p>
  );
}
