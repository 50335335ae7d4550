import type { YoutubeSyncEvent } from '@site/contracts';
import { defer, Subject, type Subscription } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkMs, SyncEvents } from './sync-events.js';
import type { SyncQueue } from './sync-queue/sync-queue.service.js';
import { listening, type Heard, type SyncNotice, type SyncNotices } from './sync-runs/sync-notices.js';
import { interruptedEvent, type RunState, type SyncRunsService } from './sync-runs/sync-runs.service.js';

const result = { total_videos: 9, added: 2, updated: 0 };
const fetching: YoutubeSyncEvent = { phase: 'fetching', source: 'api', pages: 1, items: 50, total: 120 };
const saving: YoutubeSyncEvent = { phase: 'saving', done: 3, total: 9 };
const done: YoutubeSyncEvent = { phase: 'done', result };

/** The channel, the runs' rows and the queue, played by hand. */
function setUp({ newest = null as RunState | null, ofJob = null as RunState | null, jobEnded = false } = {}) {
  let channel = new Subject<Heard>();
  // As SyncNotices does: each subscription listens on the connection as it is then.
  const connections = { opened: 0 };
  const notices = {
    listen: () =>
      defer(() => {
        connections.opened += 1;
        return channel;
      }),
  };
  const runs = { closeDead: vi.fn(async () => {}), newest: vi.fn(async () => newest), ofJob: vi.fn(async () => ofJob) };
  const queue = { ended: vi.fn(async () => jobEnded) };
  const events = new SyncEvents(
    notices as unknown as SyncNotices,
    runs as unknown as SyncRunsService,
    queue as unknown as SyncQueue,
  );
  const hear = (heard: Heard) => channel.next(heard);
  const notice = (
    run: number,
    seq: number,
    event: YoutubeSyncEvent,
    job: string | null = `job-${run}`,
  ): SyncNotice => ({ run, job, seq, event });
  // The connection drops: listeners error, and a new connection is made for whoever listens next.
  const drop = () => {
    const dropped = channel;
    channel = new Subject<Heard>();
    dropped.error(new Error('connection closed'));
  };
  return { events, hear, notice, drop, runs, queue, connections };
}

function collect(events: SyncEvents) {
  const seen: YoutubeSyncEvent[] = [];
  let ended = false;
  const subscription: Subscription = events
    .follow()
    .subscribe({ next: (event) => seen.push(event), complete: () => (ended = true) });
  return { seen, subscription, ended: () => ended };
}

// The handlers are async: let them run.
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A follower that has heard 'listening' and read the state. */
async function following(options: Parameters<typeof setUp>[0]) {
  const parts = setUp(options);
  const follower = collect(parts.events);
  parts.hear(listening);
  await settle();
  return { ...parts, follower };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SyncEvents.follow', () => {
  it('starts idle when no sync runs, then gives a new run every event in order, drops what it has seen, and ends with done', async () => {
    const { follower, hear, notice, runs } = await following({
      newest: { id: 4, seq: 9, status: 'succeeded', event: done },
    });
    expect(runs.closeDead).toHaveBeenCalledTimes(1);
    for (const heard of [
      notice(4, 9, done),
      notice(5, 0, fetching),
      notice(5, 0, fetching),
      notice(5, 1, saving),
      notice(5, 2, done),
    ])
      hear(heard);
    await settle();
    expect(follower.seen).toEqual([{ phase: 'idle' }, fetching, saving, done]);
    expect(follower.ended()).toBe(true);
  });

  it("starts with the running sync's latest event and drops the announcements it already shows", async () => {
    const { follower, hear, notice } = await following({ newest: { id: 5, seq: 3, status: 'running', event: saving } });
    hear(notice(5, 3, saving));
    hear(notice(5, 4, done));
    await settle();
    expect(follower.seen).toEqual([saving, done]);
  });

  it('looks for a dead run every checkMs while it follows one, and ends with the interruption the rule announces', async () => {
    const { follower, hear, notice, runs } = await following({
      newest: { id: 5, seq: 3, status: 'running', event: saving },
    });
    await vi.advanceTimersByTimeAsync(3 * checkMs);
    expect(runs.closeDead).toHaveBeenCalledTimes(1 + 3);
    hear(notice(5, 4, interruptedEvent));
    await settle();
    expect(follower.seen).toEqual([saving, interruptedEvent]);
    expect(follower.ended()).toBe(true);
  });

  it('asks nothing of the database between syncs', async () => {
    const { runs } = await following({});
    await vi.advanceTimersByTimeAsync(10 * checkMs);
    expect(runs.closeDead).toHaveBeenCalledTimes(1);
  });

  it('starts over a second after the connection dropped, from the state as it is then', async () => {
    const { follower, hear, drop, connections, runs } = await following({});
    drop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(connections.opened).toBe(2);
    runs.newest.mockResolvedValueOnce({ id: 6, seq: 1, status: 'running', event: fetching });
    hear(listening);
    await settle();
    expect(follower.seen).toEqual([{ phase: 'idle' }, fetching]);
  });

  it('counts its open streams, and lets go of one that leaves', async () => {
    const { events } = setUp();
    const follower = collect(events);
    expect(events.followers).toBe(1);
    follower.subscription.unsubscribe();
    expect(events.followers).toBe(0);
  });
});

describe('SyncEvents.endOf', () => {
  it("resolves with its job's final announcement, past other jobs' and its own progress", async () => {
    const { events, hear, notice } = setUp();
    const end = events.endOf('job-7');
    hear(listening);
    await settle();
    hear(notice(6, 9, { phase: 'error', detail: 'other', status: 502 }, 'job-6'));
    hear(notice(7, 0, fetching, 'job-7'));
    hear(notice(7, 5, done, 'job-7'));
    await expect(end).resolves.toEqual(done);
  });

  it('reads the end from the record when the job ended before this process listened', async () => {
    const failed: YoutubeSyncEvent = { phase: 'error', detail: 'YouTube API error: quotaExceeded', status: 502 };
    const { events, hear, queue } = setUp({
      jobEnded: true,
      ofJob: { id: 7, seq: 2, status: 'failed', event: failed },
    });
    const end = events.endOf('job-7');
    hear(listening);
    await expect(end).resolves.toEqual(failed);
    expect(queue.ended).toHaveBeenCalledWith('job-7');
  });

  it('waits while the job runs, applies the dead-run rule every checkMs, and ends with the run it closed', async () => {
    const { events, hear, queue, runs } = setUp();
    let resolved: YoutubeSyncEvent | undefined;
    void events.endOf('job-7').then((event) => (resolved = event));
    hear(listening);
    await vi.advanceTimersByTimeAsync(2 * checkMs);
    expect(resolved).toBeUndefined();
    expect(runs.closeDead).toHaveBeenCalledTimes(2);
    queue.ended.mockResolvedValue(true);
    runs.ofJob.mockResolvedValue({ id: 7, seq: 4, status: 'interrupted', event: interruptedEvent });
    await vi.advanceTimersByTimeAsync(checkMs);
    expect(resolved).toEqual(interruptedEvent);
  });

  it('answers 503 for a job that ended with nothing recorded', async () => {
    const { events, hear } = setUp({ jobEnded: true });
    const end = events.endOf('job-7');
    hear(listening);
    await expect(end).resolves.toMatchObject({ phase: 'error', status: 503 });
  });
});
