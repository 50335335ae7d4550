import type { CompatibilityReport, ReportSort } from '@site/contracts';
import { LoadingState, Pagination, QueryView, SelectField } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportsQuery } from './compatibility-queries.js';
import { ReportItem } from './report-item.js';
import { useReportViewer } from './use-report-viewer.js';

const sorts: Record<ReportSort, string> = { recent: 'Most recent', helpful: 'Most helpful' };

export interface ReportListProps {
  gameId: number;
  /** Opens the form on the viewer's own report. */
  onEdit(report: CompatibilityReport): void;
  /** The report a link followed, shown apart above the list: its anchor is there, not here. */
  followedId?: number;
}

/**
 * The game's reports, most recent or most helpful first, ten a page; the viewer's own get Edit and Delete, others'
 * Helpful, moderators and admins Hide/Unhide and Delete on each.
 */
export function ReportList({ gameId, onEdit, followedId }: ReportListProps) {
  const { canModerate, isOwn, mayMarkHelpful } = useReportViewer();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReportSort>('recent');
  const reports = useQuery(reportsQuery(gameId, page, sort));
  return (
    <div className="mt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 className="text-lg font-bold">Reports</h3>
        <SelectField
          label="Sort reports"
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as ReportSort);
            setPage(1);
          }}
        >
          {Object.entries(sorts).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
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
                      canMarkHelpful={mayMarkHelpful(report)}
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
