import type { AdminOverview } from '@site/contracts';
import { ErrorState, LoadingState } from '@site/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminApi } from '../../api/admin-api.js';
import { Section } from '../../components/section.js';
import { useResource } from '../../hooks/use-resource.js';
import type { Submission } from '../moderation/moderate.js';
import { ModerationQueue } from '../moderation/moderation-queue.js';
import { ComingSoonSettings } from './coming-soon-settings.js';
import { QuickLinks } from './quick-links.js';
import { RecentVideos } from './recent-videos.js';
import { StatCards } from './stat-cards.js';

const withoutSubmission = (overview: AdminOverview, done: Submission): AdminOverview => ({
  ...overview,
  pending: overview.pending.filter((item) => item.type !== done.type || item.id !== done.id),
});

export function OverviewTab() {
  const { state, reload, update } = useResource(adminApi.overview);
  const overview = state.status === 'loaded' ? state.data : null;

  // The decided item leaves at once; the counts and recent videos come back from the server.
  const onModerated = (done: Submission) => {
    update((current) => withoutSubmission(current, done));
    reload(true);
  };

  const loaded = (render: (data: AdminOverview) => ReactNode) => (overview ? render(overview) : <LoadingState />);

  return (
    <div className="space-y-8">
      {state.status === 'error' && <ErrorState message="Failed to load dashboard data" onRetry={() => reload()} />}
      <StatCards counts={overview?.counts ?? null} loading={state.status === 'loading'} />
      <div className="grid gap-8 lg:grid-cols-3">
        {state.status !== 'error' && (
          <div className="min-w-0 space-y-8 lg:col-span-2">
            <Section
              title="Waiting for approval"
              aside={
                overview &&
                overview.pending.length > 0 && (
                  <span className="rounded-full bg-amber-400 px-2.5 py-0.5 text-sm font-bold text-black">{overview.pending.length}</span>
                )
              }
            >
              {loaded((data) => (
                <ModerationQueue items={data.pending} onDone={onModerated} />
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
        <div className={state.status === 'error' ? 'grid gap-8 lg:col-span-3 lg:grid-cols-2' : 'space-y-8'}>
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
