import type { AdminOverview } from '@site/contracts';
import { ErrorState, LoadingState } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { overviewQuery } from '../../api/overview-query.js';
import { ModerationQueue } from '../../components/moderation/moderation-queue.js';
import { Section } from '../../components/section.js';
import { SetupChecklist } from './setup-checklist/setup-checklist.js';
import { ComingSoonSettings } from './coming-soon-settings.js';
import { QuickLinks } from './quick-links.js';
import { RecentVideos } from './recent-videos.js';
import { StatCards } from './stat-cards.js';

export function OverviewTab() {
  const query = useQuery(overviewQuery);
  const overview = query.data ?? null;
  const failed = query.isError && !overview;

  const loaded = (render: (data: AdminOverview) => ReactNode) => (overview ? render(overview) : <LoadingState />);

  return (
    <div className="space-y-8">
      <SetupChecklist />
      {failed && <ErrorState message="Failed to load dashboard data" onRetry={() => void query.refetch()} />}
      <StatCards counts={overview?.counts ?? null} loading={query.isPending} />
      <div className="grid gap-8 lg:grid-cols-3">
        {!failed && (
          <div className="min-w-0 space-y-8 lg:col-span-2">
            <Section
              title="Waiting for approval"
              aside={
                overview &&
                overview.pending.length > 0 && (
                  <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-sm font-bold text-black">
                    {overview.pending.length}
                  </span>
                )
              }
            >
              {loaded((data) => (
                <ModerationQueue items={data.pending} />
              ))}
            </Section>
            <Section
              title="Recent videos"
              aside={
                <Link to="/admin/videos" className="text-sm font-medium text-accent underline-offset-2 hover:underline">
                  View all videos
                </Link>
              }
            >
              {loaded((data) => (
                <RecentVideos videos={data.recent_videos} />
              ))}
            </Section>
          </div>
        )}
        {/* Without the data columns, the always-available blocks take the whole width. */}
        <div className={failed ? 'grid gap-8 lg:col-span-3 lg:grid-cols-2' : 'space-y-8'}>
          <Section title="Quick actions">
            <QuickLinks />
          </Section>
          <Section title="Site settings">
            <ComingSoonSettings />
          </Section>
        </div>
      </div>
    </div>
  );
}
