import type PgBoss from 'pg-boss';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config/app-config.js';
import { JobRunner, type Job } from './job-runner.service.js';
import { startJobRunner } from './start-job-runner.js';

vi.mock('./start-job-runner.js', () => ({ startJobRunner: vi.fn() }));

/** pg-boss, played by hand: the calls the runner makes of it. */
function fakeBoss() {
  return {
    createQueue: vi.fn(async () => {}),
    updateQueue: vi.fn(async () => {}),
    schedule: vi.fn(async () => {}),
    unschedule: vi.fn(async () => {}),
    work: vi.fn(async (name: string) => `worker-${name}`),
    send: vi.fn(async (): Promise<string | null> => 'job-1'),
    notifyWorker: vi.fn(),
    getQueueSize: vi.fn(async () => 0),
    getJobById: vi.fn(async (): Promise<{ state: string } | null> => ({ state: 'active' })),
    complete: vi.fn(async () => {}),
    fail: vi.fn(async () => {}),
    stop: vi.fn(async () => {}),
  };
}

const config = (env: Partial<AppConfig> = {}) =>
  ({ databaseUrl: 'postgres://db', dbConnectTimeoutMs: 5_000, shutdownTimeoutMs: 10_000, ...env }) as AppConfig;

let boss: ReturnType<typeof fakeBoss>;

beforeEach(() => {
  boss = fakeBoss();
  vi.mocked(startJobRunner).mockReset();
  vi.mocked(startJobRunner).mockImplementation(async (_url, { setUp }) => {
    await setUp(boss as unknown as PgBoss);
    return boss as unknown as PgBoss;
  });
});

const manual = { name: 'manual', policy: 'stately', expireInSeconds: 1_800 } as const;

/** A runner with `register` done, started as at bootstrap. */
async function started(register: (runner: JobRunner) => void, env: Partial<AppConfig> = {}) {
  const runner = new JobRunner(config(env));
  vi.spyOn(runner['logger'], 'error').mockImplementation(() => {});
  register(runner);
  await runner.onApplicationBootstrap();
  return runner;
}

/** The handler pg-boss was given for queue `name`. */
function workerOf(name: string) {
  const call = boss.work.mock.calls.find(([queue]) => queue === name) as unknown as [
    string,
    object,
    (jobs: Job[]) => Promise<void>,
  ];
  return call[2];
}

describe('JobRunner at bootstrap', () => {
  it('starts no pg-boss when no module registered a queue', async () => {
    await started(() => {});
    expect(startJobRunner).not.toHaveBeenCalled();
  });

  it('starts one pg-boss for every queue: each created, or updated to its options, with no retry', async () => {
    await started((runner) => {
      runner.register({ ...manual, work: async () => {} });
      runner.schedule({ name: 'check', cron: '0 0 * * *', expireInSeconds: 900, run: async () => {} });
    });
    expect(startJobRunner).toHaveBeenCalledTimes(1);
    expect(boss.createQueue.mock.calls).toEqual([
      ['manual', { name: 'manual', policy: 'stately', expireInSeconds: 1_800, retryLimit: 0 }],
      ['check', { name: 'check', policy: 'stately', expireInSeconds: 900, retryLimit: 0 }],
    ]);
    expect(boss.updateQueue.mock.calls).toEqual(boss.createQueue.mock.calls);
  });

  it('gives a queue with `retry` its limit, delay and backoff', async () => {
    await started((runner) =>
      runner.register({ ...manual, retry: { limit: 3, delaySeconds: 20 }, work: async () => {} }),
    );
    expect(boss.createQueue).toHaveBeenCalledWith('manual', {
      ...manual,
      retryLimit: 3,
      retryDelay: 20,
      retryBackoff: true,
    });
  });

  it("stores each queue's schedule on the UTC clock, removes one no longer set, and runs the clock only with a schedule", async () => {
    await started((runner) => {
      runner.register({ ...manual, work: async () => {} });
      runner.register({
        ...manual,
        name: 'ticking',
        schedule: { cron: '0 */6 * * *', data: { trigger: 'schedule' } },
        work: async () => {},
      });
    });
    expect(boss.unschedule).toHaveBeenCalledWith('manual');
    expect(boss.schedule).toHaveBeenCalledWith('ticking', '0 */6 * * *', { trigger: 'schedule' }, { tz: 'UTC' });
    expect(vi.mocked(startJobRunner).mock.calls[0][1]).toMatchObject({ schedules: true, connectTimeoutMs: 5_000 });

    vi.mocked(startJobRunner).mockClear();
    await started((runner) => runner.register({ ...manual, work: async () => {} }));
    expect(vi.mocked(startJobRunner).mock.calls[0][1]).toMatchObject({ schedules: false });
  });

  it("works each queue, one job at a time with pg-boss's record of it; a failure is logged and fails the job", async () => {
    const work = vi.fn(async () => {});
    const runner = await started((it) => it.register({ ...manual, work }));
    expect(boss.work).toHaveBeenCalledWith('manual', { includeMetadata: true }, expect.any(Function));
    const job: Job = { id: 'job-9', data: { a: 1 }, createdOn: new Date() };
    await workerOf('manual')([job]);
    expect(work).toHaveBeenCalledWith(job);

    work.mockRejectedValueOnce(new Error('boom'));
    await expect(workerOf('manual')([job])).rejects.toThrow('boom');
    expect(vi.mocked(runner['logger'].error).mock.calls[0][0]).toContain('Job manual failed: Error: boom');
  });

  it('runs a scheduled job without its metadata', async () => {
    const run = vi.fn(async () => {});
    await started((runner) => runner.schedule({ name: 'check', cron: '0 0 * * *', expireInSeconds: 900, run }));
    await workerOf('check')([{ id: 'job-1', data: {}, createdOn: new Date() }]);
    expect(run).toHaveBeenCalledWith();
  });

  it('refuses to start without a database URL, and a queue registered once started', async () => {
    const runner = new JobRunner(config({ databaseUrl: undefined }));
    runner.register({ ...manual, work: async () => {} });
    await expect(runner.onApplicationBootstrap()).rejects.toThrow('No database URL');
    const running = await started((it) => it.register({ ...manual, work: async () => {} }));
    expect(() => running.register({ ...manual, name: 'late', work: async () => {} })).toThrow(
      'Queue late registered after the job runner started',
    );
  });
});

describe('JobRunner, started', () => {
  const startedWithManual = () => started((runner) => runner.register({ ...manual, work: async () => {} }));

  it("sends a job while the queue is idle, and wakes this process's worker for it", async () => {
    const runner = await startedWithManual();
    expect(await runner.sendIfIdle('manual', { trigger: 'manual' })).toBe('job-1');
    expect(boss.getQueueSize).toHaveBeenCalledWith('manual', { before: 'completed' });
    expect(boss.send).toHaveBeenCalledWith('manual', { trigger: 'manual' });
    expect(boss.notifyWorker).toHaveBeenCalledWith('worker-manual');
  });

  it('sends nothing while a job is queued or running (every state before completed), and wakes no worker when the queue refuses one', async () => {
    const runner = await startedWithManual();
    boss.getQueueSize.mockResolvedValueOnce(1);
    expect(await runner.sendIfIdle('manual', {})).toBeNull();
    expect(boss.send).not.toHaveBeenCalled();
    boss.send.mockResolvedValueOnce(null);
    expect(await runner.sendIfIdle('manual', {})).toBeNull();
    expect(boss.notifyWorker).not.toHaveBeenCalled();
  });

  it('sends a job to start later, under a singleton key', async () => {
    const runner = await startedWithManual();
    expect(await runner.sendLater('manual', { a: 1 }, { startAfterSeconds: 120, singletonKey: 'due' })).toBe('job-1');
    expect(boss.send).toHaveBeenCalledWith('manual', { a: 1 }, { startAfter: 120, singletonKey: 'due' });
  });

  it.each([
    ['created', false],
    ['retry', false],
    ['active', false],
    ['completed', true],
    ['failed', true],
    ['cancelled', true],
  ])('tells a job %s as ended: %s', async (state, ended) => {
    const runner = await startedWithManual();
    boss.getJobById.mockResolvedValueOnce({ state });
    expect(await runner.ended('manual', 'job-1')).toBe(ended);
    expect(boss.getJobById).toHaveBeenCalledWith('manual', 'job-1', { includeArchive: true });
  });

  it('tells a job gone from the queue and its archive as ended', async () => {
    const runner = await startedWithManual();
    boss.getJobById.mockResolvedValueOnce(null);
    expect(await runner.ended('manual', 'job-1')).toBe(true);
  });

  it('completes a job with its output, fails each job it is given, and stops within the shutdown budget', async () => {
    const runner = await startedWithManual();
    await runner.complete('manual', 'job-1', { added: 1 });
    expect(boss.complete).toHaveBeenCalledWith('manual', 'job-1', { added: 1 });
    await runner.fail('manual', ['job-1', 'job-2'], { detail: 'gone' });
    expect(boss.fail.mock.calls).toEqual([
      ['manual', 'job-1', { detail: 'gone' }],
      ['manual', 'job-2', { detail: 'gone' }],
    ]);
    await runner.onModuleDestroy();
    expect(boss.stop).toHaveBeenCalledWith({ graceful: true, wait: true, timeout: 10_000 });
  });
});

describe('JobRunner, not started (nothing registered)', () => {
  it('has no job to fail, nothing to stop, and refuses to send', async () => {
    const runner = await started(() => {});
    await runner.fail('manual', ['job-1'], {});
    await runner.onModuleDestroy();
    expect(boss.fail).not.toHaveBeenCalled();
    await expect(runner.sendIfIdle('manual', {})).rejects.toThrow('The job runner is not started');
  });
});
