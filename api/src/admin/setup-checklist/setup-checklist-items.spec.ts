import type { SetupChecklistItem, SetupItemId, YoutubeSyncRun } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { setupChecklistItems } from './setup-checklist-items.js';
import type { SetupFacts } from './setup-facts.js';

/** A site set up in full; each test undoes one thing. */
const setUp: SetupFacts = {
  admin: { keepsSetupPassword: false, passwordFromEnvironment: true },
  youtube: { playlistId: 'PLowner', hasApiKey: true, lastSync: null },
  mail: { via: 'smtp', host: 'smtp.example.com:465' },
  siteUrl: 'https://lightgunhub.example',
  siteLinks: { known: true, total: 2, stillDefault: [] },
};

const run = (fields: Partial<YoutubeSyncRun>): YoutubeSyncRun => ({
  id: 1,
  trigger: 'manual',
  started_by: { id: 1, username: 'admin' },
  started_at: '2026-11-25T13:00:00.000Z',
  finished_at: '2026-11-25T13:01:00.000Z',
  status: 'succeeded',
  added: 3,
  updated: 1,
  error: null,
  ...fields,
});

function item(id: SetupItemId, facts: Partial<SetupFacts> = {}): SetupChecklistItem {
  const found = setupChecklistItems({ ...setUp, ...facts }).find((entry) => entry.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
}

const youtube = (fields: Partial<SetupFacts['youtube']>) =>
  item('youtube-playlist', { youtube: { ...setUp.youtube, ...fields } });

describe('setupChecklistItems', () => {
  it('lists the items in the order a new owner works through them', () => {
    expect(setupChecklistItems(setUp).map((entry) => entry.id)).toEqual([
      'admin-password',
      'youtube-playlist',
      'mail',
      'site-url',
      'outside-links',
    ]);
  });

  it('gives a done item no action and no link', () => {
    for (const entry of setupChecklistItems({ ...setUp, youtube: { ...setUp.youtube, lastSync: run({}) } })) {
      expect(entry, entry.id).toMatchObject({ state: 'done', action: null, link: null });
    }
  });
});

describe('admin-password', () => {
  it('is done once the admin changed the password the site was set up with', () => {
    expect(item('admin-password')).toMatchObject({
      state: 'done',
      status: 'The admin password has been changed since the site was set up.',
    });
  });

  it('names where the setup password came from, and links to the account page', () => {
    const fromEnv = item('admin-password', { admin: { keepsSetupPassword: true, passwordFromEnvironment: true } });
    expect(fromEnv).toMatchObject({ state: 'todo', link: { label: 'Account settings', href: '/account' } });
    expect(fromEnv.status).toContain('ADMIN_PASSWORD');
    expect(
      item('admin-password', { admin: { keepsSetupPassword: true, passwordFromEnvironment: false } }).status,
    ).toContain('admin-credentials.txt');
  });
});

describe('youtube-playlist', () => {
  it('without a playlist asks for YOUTUBE_PLAYLIST_ID, whatever synced before', () => {
    const entry = youtube({ playlistId: undefined, lastSync: run({}) });
    expect(entry).toMatchObject({ state: 'todo', link: { href: '/videos' }, last_sync: run({}) });
    expect(entry.status).toBe('No YOUTUBE_PLAYLIST_ID is set: Sync has no playlist to copy.');
    expect(entry.action).toContain('YOUTUBE_PLAYLIST_ID');
  });

  it('names the source: the Data API with a key, the public feed without', () => {
    expect(youtube({}).status).toContain('Sync copies playlist PLowner through the YouTube Data API (every video).');
    expect(youtube({ hasApiKey: false }).status).toContain(
      'through its public feed (the 15 newest videos; YOUTUBE_API_KEY lifts that)',
    );
  });

  it('is to do before the first sync, with the way to run one', () => {
    const entry = youtube({ lastSync: null });
    expect(entry).toMatchObject({ state: 'todo', last_sync: null, link: { href: '/videos' } });
    expect(entry.status).toMatch(/It has not been synced yet\.$/);
  });

  it('is done once the latest sync went through, with what it added and updated', () => {
    const entry = youtube({ lastSync: run({ added: 4, updated: 2 }) });
    expect(entry).toMatchObject({ state: 'done', action: null, link: null });
    expect(entry.status).toMatch(/The last sync added 4 and updated 2 videos\.$/);
  });

  it('waits for a running sync, with nothing to press', () => {
    const entry = youtube({ lastSync: run({ status: 'running', finished_at: null, added: null, updated: null }) });
    expect(entry).toMatchObject({
      state: 'todo',
      action: 'Come back when it has ended: its result shows here.',
      link: null,
    });
    expect(entry.status).toMatch(/A sync is running now\.$/);
  });

  it.each([
    ['failed', 'YouTube API error: quotaExceeded', 'The last sync failed: YouTube API error: quotaExceeded.'],
    [
      'interrupted',
      'The YouTube sync stopped with the API process that ran it',
      'The last sync was interrupted: The YouTube sync stopped with the API process that ran it.',
    ],
    ['failed', null, 'The last sync failed: no reason was recorded.'],
  ] as const)('is to do again after a sync that %s, naming why (%s)', (status, error, said) => {
    const entry = youtube({ lastSync: run({ status, error, added: null, updated: null }) });
    expect(entry).toMatchObject({ state: 'todo', link: { href: '/videos' } });
    expect(entry.status).toContain(said);
    expect(entry.action).toContain('press Sync again');
  });
});

describe('mail', () => {
  it('is done with SMTP, naming its host', () => {
    expect(item('mail')).toMatchObject({ state: 'done', status: 'Mail goes out through SMTP (smtp.example.com:465).' });
  });

  it('counts what the outbox holds, and where, without SMTP', () => {
    const entry = item('mail', { mail: { via: 'outbox', held: 3, folder: '/data/mail' } });
    expect(entry).toMatchObject({ state: 'todo', link: null });
    expect(entry.status).toContain('(3 so far, in the mail_outbox table and /data/mail)');
    expect(entry.action).toContain('SMTP_URL');
  });
});

describe('site-url', () => {
  it.each([
    'http://localhost:8080',
    'http://site.localhost',
    'http://127.0.0.1',
    'http://127.1.2.3:3000',
    'http://[::1]:8080',
    'http://0.0.0.0',
  ])('is to do on an address of this machine only: %s', (siteUrl) => {
    const entry = item('site-url', { siteUrl });
    expect(entry.state).toBe('todo');
    expect(entry.status).toContain(`SITE_URL is ${siteUrl}`);
  });

  it.each(['https://lightgunhub.example', 'http://localhost.example.com', 'http://10.0.0.5'])(
    'is done on %s',
    (siteUrl) => {
      expect(item('site-url', { siteUrl })).toMatchObject({
        state: 'done',
        status: `Mails and canonical links use ${siteUrl}.`,
      });
    },
  );
});

describe('outside-links', () => {
  it("is done when every link is the owner's own", () => {
    expect(item('outside-links')).toMatchObject({
      state: 'done',
      status: 'All 2 outside links (channel, donation, socials) are your own.',
    });
  });

  it('names the links still at their defaults by their variables', () => {
    const entry = item('outside-links', {
      siteLinks: { known: true, total: 5, stillDefault: ['SITE_CHANNEL_URL', 'SITE_TWITTER_URL'] },
    });
    expect(entry).toMatchObject({
      state: 'todo',
      status: '2 of 5 outside links are still the defaults: SITE_CHANNEL_URL, SITE_TWITTER_URL.',
    });
  });

  it('is unknown, saying why, when this process cannot read them', () => {
    expect(item('outside-links', { siteLinks: { known: false, reason: 'No shell here.' } })).toEqual({
      id: 'outside-links',
      title: 'Point the outside links at your pages',
      state: 'unknown',
      status: 'No shell here.',
      action: null,
      link: null,
    });
  });
});
