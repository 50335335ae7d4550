import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobRunner } from '../src/jobs/job-runner.service.js';
import { MailService } from '../src/mail/mail.service.js';
import { NotificationsService, type NotificationDraft } from '../src/notifications/index.js';
import { mailQueue, NotificationMail } from '../src/notifications/mail/notification-mail.service.js';
import { bearer, register } from './support/accounts.js';
import { expectError } from './support/forum.js';
import { outboxFor, waitForMails } from './support/outbox.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// Notification mail: queued as a job, coalesced, in a daily digest, retried, and unsubscribed from without login.

const siteUrl = 'https://lightgun.example';
let t: TestApp;
let notifications: NotificationsService;
let mail: NotificationMail;
type Member = Awaited<ReturnType<typeof register>>;
let actor: Member;
let sourceId = 0;

const draft = (overrides: Partial<NotificationDraft> = {}): NotificationDraft => {
  sourceId += 1;
  return {
    kind: 'reply',
    actorId: actor.user.id,
    title: 'Guncon 2 on a LCD',
    excerpt: `Reply ${sourceId}`,
    link: `/forum/thread/5?post=${sourceId}#post-${sourceId}`,
    source: { type: 'forum_post', id: sourceId },
    ...overrides,
  };
};

/** Makes the member's notifications as old as the coalescing wait, as if it had passed. */
const age = (member: Member, minutes = 5) =>
  t.dataSource.query(
    `UPDATE notifications SET created_at = created_at - make_interval(mins => $2) WHERE user_id = $1`,
    [member.user.id, minutes],
  );

/** The .eml files written for `email`, as text. */
const emlsFor = (email: string) => {
  const folder = path.join(t.config.dataDir, 'mail');
  return readdirSync(folder)
    .sort()
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .filter((eml) => eml.includes(`To: ${email}`));
};

const tokenIn = (body: string) => /unsubscribe\?token=([\w.-]+)/.exec(body)?.[1] as string;

beforeAll(async () => {
  t = await createTestApp({ SITE_URL: siteUrl });
  notifications = t.app.get(NotificationsService);
  mail = t.app.get(NotificationMail);
  actor = await register(t);
});
afterAll(() => t.close());

describe('immediate mail', () => {
  it('is queued as a delayed job, never sent in the request, one job however many notifications', async () => {
    const member = await register(t);
    await t.dataSource.query(`DELETE FROM pgboss.job WHERE name = $1`, [mailQueue]);
    await notifications.notify([member.user.id], draft());
    await notifications.notify([member.user.id], draft());
    const jobs = await t.dataSource.query<{ state: string; waits: boolean }[]>(
      `SELECT state, start_after > now() + interval '60 seconds' AS waits FROM pgboss.job WHERE name = $1`,
      [mailQueue],
    );
    expect(jobs).toEqual([{ state: 'created', waits: true }]);
    expect(await outboxFor(t, member.email)).toEqual([]);
  });

  it("mails a member's replies in one thread as one mail once the wait is over, through the job", async () => {
    const member = await register(t);
    for (let i = 0; i < 10; i += 1) await notifications.notify([member.user.id], draft());
    await age(member);
    // The notifications queued a job for later; one queued now stands for them.
    await t.dataSource.query(`DELETE FROM pgboss.job WHERE name = $1`, [mailQueue]);
    await mail.soon(0);
    const [sent, ...more] = await waitForMails(t, member.email, 1, 8_000);
    expect(more).toEqual([]);
    expect(sent.subject).toBe('10 new replies in "Guncon 2 on a LCD"');
    expect(sent.body).toContain(`${actor.display_name}: Reply ${sourceId - 9}`);
    expect(sent.body).toContain(`${actor.display_name}: Reply ${sourceId}`);
    expect(sent.body).toContain(`${siteUrl}/forum/thread/5?post=${sourceId - 9}#post-${sourceId - 9}`);
    // Mailed once: the next run sends nothing more.
    await mail.sendDue();
    expect(await outboxFor(t, member.email)).toHaveLength(1);
  });

  it('waits for a notification younger than the coalescing wait, and skips what the member already read', async () => {
    const member = await register(t);
    await notifications.notify([member.user.id], draft());
    await mail.sendDue();
    expect(await outboxFor(t, member.email)).toEqual([]);
    await t.request({ method: 'POST', url: '/api/notifications/read-all', headers: bearer(member.access_token) });
    await age(member);
    await mail.sendDue();
    expect(await outboxFor(t, member.email)).toEqual([]);
  });

  it('carries the one-click unsubscribe: a signed link and the RFC 8058 headers', async () => {
    const member = await register(t);
    await notifications.notify([member.user.id], draft({ kind: 'mention', title: 'Setups' }));
    await age(member);
    await mail.sendDue();
    const [sent] = await outboxFor(t, member.email);
    expect(sent.subject).toBe('You were mentioned in "Setups"');
    const token = tokenIn(sent.body);
    expect(sent.body).toContain(`${siteUrl}/unsubscribe?token=${token}`);
    // Long header lines are folded.
    const [eml] = emlsFor(member.email).map((text) => text.replace(/\r?\n[ \t]+/g, ' '));
    expect(eml).toContain(`List-Unsubscribe: <${siteUrl}/api/notifications/unsubscribe?token=${token}>`);
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('is not sent for a kind the member set to digest or never', async () => {
    const member = await register(t);
    await t.request({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: bearer(member.access_token),
      payload: { mail: { reply: 'never', mention: 'digest' } },
    });
    await notifications.notify([member.user.id], draft());
    await notifications.notify([member.user.id], draft({ kind: 'mention' }));
    await age(member);
    await mail.sendDue();
    expect(await outboxFor(t, member.email)).toEqual([]);
  });
});

describe('the daily digest', () => {
  it("mails each member's digest kinds in one mail grouped by page, and settles what is never mailed", async () => {
    const member = await register(t);
    await t.request({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: bearer(member.access_token),
      payload: { mail: { thread_deleted: 'never' } },
    });
    await notifications.notify([member.user.id], draft({ kind: 'thread_pinned', title: 'My setup', actorId: null }));
    await notifications.notify([member.user.id], draft({ kind: 'thread_locked', title: 'My setup', actorId: null }));
    await notifications.notify(
      [member.user.id],
      draft({ kind: 'submission_denied', title: 'My video', reason: 'Not lightgun', link: '/video/3' }),
    );
    await notifications.notify([member.user.id], draft({ kind: 'thread_deleted', title: 'Gone' }));
    await mail.sendDigests();
    const [digest, ...more] = await outboxFor(t, member.email);
    expect(more).toEqual([]);
    expect(digest.subject).toBe('Your daily digest: 3 notifications');
    expect(digest.body).toContain('Your thread "My setup" was pinned');
    expect(digest.body).toContain('Your thread "My setup" was locked');
    expect(digest.body).toContain('Your submission "My video" was denied\n');
    expect(digest.body).toContain('Reason: Not lightgun');
    expect(digest.body).not.toContain('Gone');
    const [{ due }] = await t.dataSource.query<{ due: number }[]>(
      `SELECT count(*)::integer AS due FROM notifications WHERE user_id = $1 AND mailed_at IS NULL`,
      [member.user.id],
    );
    expect(due).toBe(0);
    await mail.sendDigests();
    expect(await outboxFor(t, member.email)).toHaveLength(1);
  });
});

describe('retry', () => {
  it('is set on the mail queues: tried again with backoff', async () => {
    const queues = await t.dataSource.query(
      `SELECT name, retry_limit, retry_delay, retry_backoff FROM pgboss.queue
       WHERE name IN ('notification-digest', 'notification-mail') ORDER BY name`,
    );
    expect(queues).toEqual([
      { name: 'notification-digest', retry_limit: 8, retry_delay: 30, retry_backoff: true },
      { name: 'notification-mail', retry_limit: 8, retry_delay: 30, retry_backoff: true },
    ]);
  });

  it('fails the job when a mail fails, keeps it due, and the retry sends it without sending the others twice', async () => {
    const first = await register(t);
    const second = await register(t);
    await notifications.notify([first.user.id, second.user.id], draft());
    await age(first);
    await age(second);
    const send = vi.spyOn(t.app.get(MailService), 'send');
    send.mockImplementation(async (message) => {
      if (message.to === second.email) throw new Error('SMTP away');
      return MailService.prototype.send.call(t.app.get(MailService), message);
    });
    await expect(mail.sendDue()).rejects.toThrow('1 notification mails failed, first: Error: SMTP away');
    send.mockRestore();
    await mail.sendDue();
    expect(await outboxFor(t, first.email)).toHaveLength(1);
    expect(await outboxFor(t, second.email)).toHaveLength(1);
  });

  it("puts a failed job into pg-boss's retry state, to start again later", async () => {
    const member = await register(t);
    await notifications.notify([member.user.id], draft());
    await age(member);
    const send = vi.spyOn(t.app.get(MailService), 'send').mockRejectedValue(new Error('SMTP away'));
    vi.spyOn(t.app.get(JobRunner)['logger'], 'error').mockImplementation(() => {});
    await t.dataSource.query(`DELETE FROM pgboss.job WHERE name = $1`, [mailQueue]);
    await mail.soon(0);
    const deadline = Date.now() + 8_000;
    let job: { state: string; later: boolean } | undefined;
    while (Date.now() < deadline && job?.state !== 'retry') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [job] = await t.dataSource.query(
        `SELECT state, start_after > now() AS later FROM pgboss.job WHERE name = $1 ORDER BY created_on LIMIT 1`,
        [mailQueue],
      );
    }
    send.mockRestore();
    expect(job).toEqual({ state: 'retry', later: true });
  });
});

describe('POST /api/notifications/unsubscribe', () => {
  async function mailedToken(member: Member) {
    await notifications.notify([member.user.id], draft());
    await age(member);
    await mail.sendDue();
    const [sent] = await outboxFor(t, member.email);
    return tokenIn(sent.body);
  }

  const settingsOf = async (member: Member) =>
    (
      await t.request({ method: 'GET', url: '/api/notifications/settings', headers: bearer(member.access_token) })
    ).json<{ mail: Record<string, string> }>().mail;

  it("works without login from the page's JSON body: the mail's kind turns 'never'", async () => {
    const member = await register(t);
    const token = await mailedToken(member);
    const answer = await t.request({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { token } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ kind: 'reply', message: expect.stringContaining('no more') });
    expect(await settingsOf(member)).toMatchObject({ reply: 'never', mention: 'immediately' });
  });

  it("works as RFC 8058's one-click POST: the token in the query, a form body", async () => {
    const member = await register(t);
    const token = await mailedToken(member);
    const answer = await t.request({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect((await settingsOf(member)).reply).toBe('never');
  });

  it("unsubscribes every kind with a digest's token", async () => {
    const member = await register(t);
    await notifications.notify([member.user.id], draft({ kind: 'thread_pinned' }));
    await mail.sendDigests();
    const [digest] = await outboxFor(t, member.email);
    const answer = await t.request({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token: tokenIn(digest.body) },
    });
    expect(answer.json()).toMatchObject({ kind: null });
    expect(Object.values(await settingsOf(member))).toEqual(Array(11).fill('never'));
  });

  it('answers 400 with a detail to a forged, altered, malformed or missing token, 422 to a token that is no string', async () => {
    const member = await register(t);
    const token = await mailedToken(member);
    const [, , signature] = token.split('.');
    const forged = [
      `${actor.user.id}.reply.${signature}`,
      token.replace('.reply.', '.mention.'),
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'not-a-token',
      '',
      `${member.user.id}.everything.${signature}`,
    ];
    for (const bad of forged) {
      const answer = await t.request({
        method: 'POST',
        url: '/api/notifications/unsubscribe',
        payload: { token: bad },
      });
      expectError(answer, 400, /not valid/);
    }
    expectError(await t.request({ method: 'POST', url: '/api/notifications/unsubscribe', payload: {} }), 400);
    expectError(await t.request({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { token: 7 } }), 422);
    expect((await settingsOf(member)).reply).toBe('immediately');
    expect((await settingsOf(actor)).reply).toBe('immediately');
  });
});
