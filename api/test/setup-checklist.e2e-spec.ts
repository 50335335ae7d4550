import type { SetupChecklist, SetupChecklistItem, SetupItemId } from '@site/contracts';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../src/seed/seed.js';
import { shellDefaultsFile } from '../src/admin/setup-checklist/site-links.js';
import { bearer, createAppWithAccounts, login, register, testAdminPassword } from './support/accounts.js';
import { startFakeYoutube, type FakeYoutube } from './support/fake-youtube.js';
import { waitForMails } from './support/outbox.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// GET /api/admin/setup-checklist: each item read from the server's configuration and data, and
// what the admin changes at runtime (the password) shows at once.
const checklist = (t: TestApp, token?: string) =>
  t.request({ method: 'GET', url: '/api/admin/setup-checklist', headers: token ? bearer(token) : {} });

async function items(t: TestApp, token: string): Promise<Record<SetupItemId, SetupChecklistItem>> {
  const response = await checklist(t, token);
  expect(response.statusCode).toBe(200);
  const body = response.json<SetupChecklist>();
  expect(body.total).toBe(body.items.length);
  expect(body.done).toBe(body.items.filter((item) => item.state === 'done').length);
  return Object.fromEntries(body.items.map((item) => [item.id, item])) as Record<SetupItemId, SetupChecklistItem>;
}

/** A built shell whose site-config.json holds `links` (what `npm start` or a static host serves). */
function siteRootWith(links: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'lightgun-checklist-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  writeFileSync(path.join(root, 'shell/dist/site-config.json'), JSON.stringify(links));
  return root;
}

const defaultLinks = JSON.parse(readFileSync(shellDefaultsFile, 'utf8')) as Record<string, string>;
const linkKeys = Object.keys(defaultLinks).filter((key) => key.endsWith('Url'));
const ownLinks = Object.fromEntries(
  Object.entries(defaultLinks).map(([key, value]) => [key, key.endsWith('Url') ? `https://own.example/${key}` : value]),
);

describe('on a fresh install (nothing configured)', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    ({ t, admin, member } = await createAppWithAccounts({ SITE_ROOT: siteRootWith(defaultLinks) }));
  });
  afterAll(() => t.close());

  it('is for admins only: anonymous 401, member 403, moderator 403, admin 200, each refusal with a detail', async () => {
    const anonymous = await checklist(t);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, detail: expect.any(String) });
    const forbidden = await checklist(t, member);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ status: 403, detail: expect.any(String) });
    const moderator = await register(t);
    await t.dataSource.query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [moderator.user.id]);
    expect((await checklist(t, moderator.access_token)).statusCode).toBe(403);
    expect((await checklist(t, admin)).statusCode).toBe(200);
  });

  it('lists every item still to do, in order, each saying what to do', async () => {
    const response = await checklist(t, admin);
    const body = response.json<SetupChecklist>();
    expect(body.items.map((item) => [item.id, item.state])).toEqual([
      ['admin-password', 'todo'],
      ['youtube-playlist', 'todo'],
      ['mail', 'todo'],
      ['site-url', 'todo'],
      ['outside-links', 'todo'],
    ]);
    expect(body).toMatchObject({ done: 0, total: 5 });
    for (const item of body.items) expect(item.action, item.id).toEqual(expect.any(String));
    const byId = await items(t, admin);
    expect(byId['admin-password']).toMatchObject({
      status: expect.stringContaining('ADMIN_PASSWORD'),
      link: { href: '/account' },
    });
    expect(byId['youtube-playlist'].status).toContain('No YOUTUBE_PLAYLIST_ID');
    expect(byId['mail'].status).toContain('outbox');
    expect(byId['site-url'].status).toContain(t.config.siteUrl);
    expect(byId['outside-links'].status).toBe(
      `${linkKeys.length} of ${linkKeys.length} outside links are still the defaults: ${linkKeys.map((key) => `SITE_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`).join(', ')}.`,
    );
    expect(byId['outside-links'].status).toContain('SITE_CHANNEL_URL');
    expect(byId['outside-links'].status).toContain('SITE_BUY_ME_A_COFFEE_URL');
  });

  it('counts the mails held in the outbox', async () => {
    const before = await items(t, admin);
    expect(before.mail.status).toContain('(0 so far');
    const account = await register(t);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    await waitForMails(t, account.email);
    expect((await items(t, admin)).mail.status).toContain('(1 so far');
  });

  it('flips the admin password to done once the admin changes it, and a seed run after that keeps it done', async () => {
    const changed = await t.request({
      method: 'PUT',
      url: '/api/auth/me/password',
      headers: bearer(admin),
      payload: { current_password: testAdminPassword, new_password: 'owner-chosen-42' },
    });
    expect(changed.statusCode).toBe(200);
    const token = changed.json<{ access_token: string }>().access_token;
    expect((await items(t, token))['admin-password']).toMatchObject({ state: 'done', action: null, link: null });
    await runSeed(t.dataSource, t.config, () => {});
    expect((await items(t, token))['admin-password'].state).toBe('done');
  });
});

describe('a password reset', () => {
  it('also counts as changing the setup password', async () => {
    const { t, admin } = await createAppWithAccounts();
    try {
      // The seeded address (admin@localhost) receives no mail: the admin gives a real one first.
      const email = { email: 'owner@lightgun.example', current_password: testAdminPassword };
      expect(
        (await t.request({ method: 'PATCH', url: '/api/auth/me', headers: bearer(admin), payload: email })).statusCode,
      ).toBe(200);
      expect((await items(t, admin))['admin-password'].state).toBe('todo');
      await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: email.email } });
      const [{ body }] = await waitForMails(t, email.email);
      const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
      const reset = await t.request({
        method: 'POST',
        url: '/api/auth/reset-password/confirm',
        payload: { token, new_password: 'owner-chosen-42' },
      });
      expect(reset.statusCode).toBe(200);
      expect((await items(t, (await login(t, 'admin', 'owner-chosen-42')).access_token))['admin-password'].state).toBe(
        'done',
      );
    } finally {
      await t.close();
    }
  });
});

describe('a generated admin password', () => {
  it('is named as such, and an admin from before the mark is marked while the setup password still opens it', async () => {
    const t = await createTestApp();
    try {
      await runSeed(t.dataSource, t.config, () => {});
      const generated =
        /^password: (.+)$/m.exec(readFileSync(path.join(t.config.dataDir, 'admin-credentials.txt'), 'utf8'))?.[1] ?? '';
      const admin = (await login(t, 'admin', generated)).access_token;
      expect((await items(t, admin))['admin-password']).toMatchObject({
        state: 'todo',
        status: expect.stringContaining('generated at first start'),
      });
      // A database migrated from before the column: the seed marks the admin whose password is still the generated one.
      await t.dataSource.query(`UPDATE users SET password_from_setup = false`);
      expect((await items(t, admin))['admin-password'].state).toBe('done');
      await runSeed(t.dataSource, t.config, () => {});
      expect((await items(t, admin))['admin-password'].state).toBe('todo');
    } finally {
      await t.close();
    }
  });
});

describe('on a configured site', () => {
  let fake: FakeYoutube;
  beforeAll(async () => {
    fake = await startFakeYoutube();
  });
  afterAll(() => fake.close());

  it('shows each configured item done, with what it uses', async () => {
    const { t, admin } = await createAppWithAccounts({
      SITE_URL: 'https://lightgun.example',
      SMTP_URL: 'smtp://user:secret@mail.lightgun.example:587',
      YOUTUBE_PLAYLIST_ID: fake.playlistId,
      YOUTUBE_API_KEY: fake.apiKey,
      YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
      SITE_ROOT: siteRootWith(ownLinks),
    });
    try {
      const byId = await items(t, admin);
      expect(byId.mail).toMatchObject({
        state: 'done',
        status: 'Mail goes out through SMTP (mail.lightgun.example:587).',
      });
      expect(JSON.stringify(byId)).not.toContain('secret');
      expect(byId['site-url']).toMatchObject({
        state: 'done',
        status: 'Mails and canonical links use https://lightgun.example.',
      });
      expect(byId['outside-links']).toMatchObject({ state: 'done', action: null });
      // The playlist is set but never synced yet.
      expect(byId['youtube-playlist']).toMatchObject({ state: 'todo', last_sync: null, link: { href: '/videos' } });
      expect(byId['youtube-playlist'].status).toBe(
        `Sync copies playlist ${fake.playlistId} through the YouTube Data API (every video). It has not been synced yet.`,
      );
    } finally {
      await t.close();
    }
  });

  it('follows the last sync: done once one went through, to do again with the reason when the latest failed', async () => {
    const { t, admin } = await createAppWithAccounts({
      YOUTUBE_PLAYLIST_ID: fake.playlistId,
      YOUTUBE_API_KEY: fake.apiKey,
      YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
    });
    const sync = () => t.request({ method: 'POST', url: '/api/videos/sync-youtube', headers: bearer(admin) });
    try {
      fake.reset();
      expect((await sync()).statusCode).toBe(200);
      const synced = (await items(t, admin))['youtube-playlist'];
      expect(synced).toMatchObject({
        state: 'done',
        action: null,
        last_sync: { status: 'succeeded', added: 5, updated: 0, error: null },
      });
      expect(synced.status).toContain('The last sync added 5 and updated 0 videos.');

      fake.fail('not-found');
      expect((await sync()).statusCode).toBe(502);
      const failed = (await items(t, admin))['youtube-playlist'];
      expect(failed).toMatchObject({
        state: 'todo',
        last_sync: { status: 'failed', error: expect.any(String) },
        link: { href: '/videos' },
      });
      expect(failed.status).toContain(`The last sync failed: ${failed.last_sync?.error}`);
    } finally {
      fake.reset();
      await t.close();
    }
  });

  it('names the links still at their defaults: a link left empty (docker-compose) or equal to the default', async () => {
    const { t, admin } = await createAppWithAccounts({
      YOUTUBE_PLAYLIST_ID: 'PLowner123',
      SITE_ROOT: siteRootWith({ ...ownLinks, donationUrl: '', twitterUrl: defaultLinks.twitterUrl }),
    });
    try {
      const byId = await items(t, admin);
      expect(byId['youtube-playlist'].status).toContain('public feed');
      expect(byId['outside-links']).toMatchObject({
        state: 'todo',
        status: `2 of ${linkKeys.length} outside links are still the defaults: SITE_DONATION_URL, SITE_TWITTER_URL.`,
      });
    } finally {
      await t.close();
    }
  });

  it("cannot tell the links when this process serves no shell: 'unknown', saying why", async () => {
    const { t, admin } = await createAppWithAccounts();
    try {
      expect((await items(t, admin))['outside-links']).toMatchObject({
        state: 'unknown',
        status: expect.stringContaining('SITE_ROOT'),
        action: null,
      });
    } finally {
      await t.close();
    }
  });
});
