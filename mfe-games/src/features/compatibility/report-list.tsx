import type { CompatibilityReport } from '@site/contracts';
import { LoadingState, Pagination, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportsQuery } from './compatibility-queries.js';
import { ReportItem } from './report-item.js';
import { useReportViewer } from './use-report-viewer.js';

export interface ReportListProps {
  gameId: number;
  /** Opens the form on the viewer's own report. */
  onEdit(report: CompatibilityReport): void;
  /** The report a link followed, shown apart above the list: its anchor is there, not here. */
  followedId?: number;
}

/**
 * "Latest reports", newest first, ten a page; the viewer's own get Edit and Delete, moderators and admins Hide/Unhide
 * and Delete on each.
 */
export function ReportList({ gameId, onEdit, followedId }: ReportListProps) {
  const { canModerate, isOwn } = useReportViewer();
  const [page, setPage] = useState(1);
  const reports = useQuery(reportsQuery(gameId, page));
  return (
    <div className="mt-8">
      <h3 className="text-lg font-bold">Latest reports</h3>
      <QueryView
        query={reports}
        errorMessage="Failed to load reports"
        loading={<LoadingState label="Loading reports..." />}
      >
        {({ reports: list, pagination }) =>
          list.length === 0 ? (
            <p className="mt-2 text-muted">Nobody has filed a report on this game yet.</p>
          ) : (
            <>
              <ul className="mt-3 space-y-4">
                {list.map((report) => (
                  <li key={report.id}>
                    <ReportItem
                      report={report}
                      canModerate={canModerate}
                      onEdit={isOwn(report) ? () => onEdit(report) : undefined}
                      anchor={report.id !== followedId}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={pagination.page}
                totalPages={pagination.total_pages}
                onPageChange={setPage}
                label="Report pages"
              />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
