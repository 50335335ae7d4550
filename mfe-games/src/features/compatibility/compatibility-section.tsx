import type { CompatibilityReport } from '@site/contracts';
import { LoadingState, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CompatibilityMatrix } from './compatibility-matrix.js';
import { summaryQuery } from './compatibility-queries.js';
import { FollowedReport } from './followed-report.js';
import { RatingLegend } from './rating-legend.js';
import { ReportFiling, type Filing } from './report-filing.js';
import { ReportList } from './report-list.js';

/** `?report=<id>`, a notification's link to one report; anything else is no report. */
const followedIdOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/**
 * The game page's "Compatibility" (`#compatibility`, where the tier beside the title leads): what the ratings mean,
 * the gun x display matrix, filing or editing a report, the report a link followed and the reports. The tier itself
 * sits beside the game's title.
 */
export function CompatibilitySection({ gameId }: { gameId: number }) {
  const summary = useQuery(summaryQuery(gameId));
  const headingId = useId();
  const [filing, setFiling] = useState<Filing>(null);
  const edit = (report: CompatibilityReport) => setFiling({ report });
  const followedId = followedIdOf(useSearchParams()[0].get('report'));
  return (
    <section id="compatibility" aria-labelledby={headingId} className="mt-10 scroll-mt-4">
      <h2 id={headingId} className="text-xl font-bold">
        Compatibility
      </h2>
      <RatingLegend />
      <QueryView
        query={summary}
        errorMessage="Failed to load compatibility"
        loading={<LoadingState label="Loading compatibility..." />}
      >
        {(loaded) => (
          <>
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
