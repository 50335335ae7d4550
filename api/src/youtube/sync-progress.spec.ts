import { firstValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { YoutubeSyncProgress, type YoutubeSyncEvent } from './sync-progress.js';

const result = { total_videos: 3, added: 1, updated: 0 };

describe('YoutubeSyncProgress', () => {
  it('starts a follower from idle and ends it after done', async () => {
    const progress = new YoutubeSyncProgress();
    const events = firstValueFrom(progress.follow().pipe(toArray()));
    progress.publish({ phase: 'fetching', source: 'api', pages: 1, items: 50, total: 120 });
    progress.publish({ phase: 'done', result });
    expect(await events).toEqual<YoutubeSyncEvent[]>([
      { phase: 'idle' },
      { phase: 'fetching', source: 'api', pages: 1, items: 50, total: 120 },
      { phase: 'done', result },
    ]);
    expect(progress.followers).toBe(0);
  });

  it("starts a newcomer from the running sync's latest event, and from idle once it ended", async () => {
    const progress = new YoutubeSyncProgress();
    progress.publish({ phase: 'saving', done: 2, total: 5 });
    const events = firstValueFrom(progress.follow().pipe(toArray()));
    progress.publish({ phase: 'error', detail: 'YouTube API error: quotaExceeded', status: 502 });
    expect((await events).map((event) => event.phase)).toEqual(['saving', 'error']);
    expect(await firstValueFrom(progress.follow())).toEqual({ phase: 'idle' });
  });

  it('forgets a follower that leaves', () => {
    const progress = new YoutubeSyncProgress();
    const subscription = progress.follow().subscribe();
    expect(progress.followers).toBe(1);
    subscription.unsubscribe();
    expect(progress.followers).toBe(0);
  });
});
