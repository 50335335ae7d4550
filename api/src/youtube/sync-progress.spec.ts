import { firstValueFrom, Subject, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { YoutubeSyncProgress, type SharedSyncRuns, type YoutubeSyncEvent } from './sync-progress.js';
import { scheduledRun } from './sync-runs/sync-run-origin.js';

const result = { total_videos: 3, added: 1, updated: 0 };

/** The table of runs, played by hand: `shared` is what other processes' syncs look like from here. */
function fakeRuns() {
  const shared = new Subject<YoutubeSyncEvent>();
  const recorded: YoutubeSyncEvent[] = [];
  const runs: SharedSyncRuns = {
    start: () => {},
    record: (event) => recorded.push(event),
    flush: async () => {},
    finish: async () => {},
    watch: () => shared,
  };
  return { runs, shared, recorded };
}

describe('YoutubeSyncProgress', () => {
  it('gives a follower the state of the sync running here, then every event up to done, and records them', async () => {
    const { runs, recorded } = fakeRuns();
    const progress = new YoutubeSyncProgress(runs);
    progress.begin(scheduledRun);
    const events = firstValueFrom(progress.follow().pipe(toArray()));
    progress.publish({ phase: 'fetching', source: 'api', pages: 1, items: 50, total: 120 });
    progress.publish({ phase: 'done', result });
    await progress.end();
    expect(await events).toEqual<YoutubeSyncEvent[]>([
      { phase: 'idle' },
      { phase: 'fetching', source: 'api', pages: 1, items: 50, total: 120 },
      { phase: 'done', result },
    ]);
    expect(recorded.map((event) => event.phase)).toEqual(['fetching', 'done']);
    expect(progress.followers).toBe(0);
  });

  it("starts a newcomer from the running sync's latest event", async () => {
    const progress = new YoutubeSyncProgress(fakeRuns().runs);
    progress.begin(scheduledRun);
    progress.publish({ phase: 'saving', done: 2, total: 5 });
    const events = firstValueFrom(progress.follow().pipe(toArray()));
    progress.publish({ phase: 'error', detail: 'YouTube API error: quotaExceeded', status: 502 });
    expect((await events).map((event) => event.phase)).toEqual(['saving', 'error']);
  });

  it("follows another process's sync while none runs here", async () => {
    const { runs, shared } = fakeRuns();
    const progress = new YoutubeSyncProgress(runs);
    const events = firstValueFrom(progress.follow().pipe(toArray()));
    shared.next({ phase: 'saving', done: 1, total: 5 });
    shared.next({ phase: 'done', result });
    expect(await events).toEqual([
      { phase: 'saving', done: 1, total: 5 },
      { phase: 'done', result },
    ]);
  });

  it('holds back a sync starting here until the shared state is known, then follows it', async () => {
    const { runs, shared } = fakeRuns();
    const progress = new YoutubeSyncProgress(runs);
    const events = firstValueFrom(progress.follow().pipe(toArray()));
    progress.begin(scheduledRun);
    progress.publish({ phase: 'fetching', source: 'feed', pages: 0, items: 0, total: null });
    shared.next({ phase: 'idle' });
    progress.publish({ phase: 'done', result });
    expect((await events).map((event) => event.phase)).toEqual(['idle', 'fetching', 'done']);
  });

  it('forgets a follower that leaves', () => {
    const progress = new YoutubeSyncProgress(fakeRuns().runs);
    const subscription = progress.follow().subscribe();
    expect(progress.followers).toBe(1);
    subscription.unsubscribe();
    expect(progress.followers).toBe(0);
  });
});
