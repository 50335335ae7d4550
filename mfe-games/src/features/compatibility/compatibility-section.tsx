import type { CompatibilityReport, CompatibilitySummary } from '@site/contracts';
import { LoadingState, QueryView, RatingBadge } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { countOf } from '../../components/game-labels.js';
import { ratingLabel } from '@site/domain';
import { CompatibilityMatrix } from './compatibility-matrix.js';
import { summaryQuery } from './compatibility-queries.js';
import { FollowedReport } from './followed-report.js';
import { ReportFiling, type Filing } from './report-filing.js';
import { ReportList } from './report-list.js';

/** `?report=<id>`, a notification's link to one report; anything else is no report. */
const followedIdOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/**
 * The game page's "Compatibility": the community's tier, the gun x display matrix, filing or editing a report, the
 * report a link followed and the latest reports.
 */
export function CompatibilitySection({ gameId }: { gameId: number }) {
  const summary = useQuery(summaryQuery(gameId));
  const headingId = useId();
  const [filing, setFiling] = useState<Filing>(null);
  const edit = (report: CompatibilityReport) => setFiling({ report });
  const followedId = followedIdOf(useSearchParams()[0].get('report'));
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
            <ReportFiling gameId={gameId} myReports={loaded.my_reports} filing={filing} onFilingChange={setFiling} />
            {followedId !== undefined && <FollowedReport reportId={followedId} onEdit={edit} />}
            <ReportList gameId={gameId} onEdit={edit} followedId={followedId} />
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
