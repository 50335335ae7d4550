import { apiClient, gamesKeys, isNotFound } from '@site/api-client';
import type { CompatibilityReport } from '@site/contracts';
import { LoadingState, QueryView } from '@site/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { ReportItem } from './report-item.js';
import { useReportViewer } from './use-report-viewer.js';

const reportQuery = (id: number) =>
  queryOptions({
    queryKey: gamesKeys.compatibilityReport(id),
    queryFn: () => apiClient.get<CompatibilityReport>(`/lightgun/reports/${id}`),
  });

/**
 * The report a notification's link names (`?report=<id>#report-<id>`), shown above the list whatever page holds it,
 * and scrolled to once it is there (the browser looked for the anchor before it existed).
 */
export function FollowedReport({ reportId, onEdit }: { reportId: number; onEdit(report: CompatibilityReport): void }) {
  const report = useQuery(reportQuery(reportId));
  const { canModerate, isOwn, mayMarkHelpful } = useReportViewer();
  const headingId = useId();
  const shown = report.data;
  useEffect(() => {
    if (shown) document.getElementById(`report-${shown.id}`)?.scrollIntoView({ block: 'start' });
  }, [shown]);
  if (report.isError && isNotFound(report.error))
    return (
      <p role="status" className="mt-8 text-muted">
        The report you followed was deleted or hidden.
      </p>
    );
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="text-lg font-bold">
        The report you followed
      </h3>
      <QueryView
        query={report}
        errorMessage="Failed to load the report"
        loading={<LoadingState label="Loading the report..." />}
      >
        {(loaded) => (
          <div className="mt-3">
            <ReportItem
              report={loaded}
              canModerate={canModerate}
              canMarkHelpful={mayMarkHelpful(loaded)}
              onEdit={isOwn(loaded) ? () => onEdit(loaded) : undefined}
            />
          </div>
        )}
      </QueryView>
    </section>
  );
}
