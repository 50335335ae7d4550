import { EmptyState, ErrorState, LoadingState } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Section } from '../../components/section.js';
import { SyncRunItem } from './sync-run-item.js';
import { syncRunsQuery } from './sync-runs-query.js';
import { SyncSchedule } from './sync-schedule.js';

/**
 * The dashboard's "YouTube sync" block: the schedule, and the latest syncs (manual and scheduled) with how each ended.
 */
export function SyncPanel() {
  const query = useQuery(syncRunsQuery);
  return (
    <div className="mt-10">
      <Section
        title="YouTube sync"
        aside={
          <Link to="/videos" className="text-sm font-medium text-accent underline-offset-2 hover:underline">
            Sync by hand
          </Link>
        }
      >
        {query.isPending ? (
          <LoadingState label="Loading the sync runs..." />
        ) : query.isError ? (
          <ErrorState message="Failed to load the sync runs" onRetry={() => void query.refetch()} />
        ) : (
          <div className="space-y-3">
            <SyncSchedule schedule={query.data.schedule} />
            {query.data.runs.length === 0 ? (
              <EmptyState
                title="No sync yet"
                hint="Each sync, by hand or on the schedule, is listed here with what it added."
              />
            ) : (
              <ul aria-label="Latest syncs" className="space-y-2">
                {query.data.runs.map((run) => (
                  <SyncRunItem key={run.id} run={run} />
                ))}
              </ul>
            )}
          </div>
        )}
      </Section>
    </div>
  );
}
