import { useAuth } from '@site/auth';
import { LoadingState, Pagination, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reportsQuery } from './compatibility-queries.js';
import { ReportItem } from './report-item.js';

/** "Latest reports", newest first, ten a page; moderators and admins get Hide/Unhide on each. */
export function ReportList({ gameId }: { gameId: number }) {
  const { user, isAuthenticated } = useAuth();
  const canModerate = isAuthenticated && (user?.role === 'admin' || user?.role === 'moderator');
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
                    <ReportItem report={report} canModerate={canModerate} />
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
