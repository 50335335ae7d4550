import type { SetupChecklistItem, YoutubeSyncRun } from '@site/contracts';
import type { SetupFacts } from './setup-facts.js';

// Loopback names and addresses: a SITE_URL there links every mail and canonical tag to the reader's own machine.
const isLoopback = (siteUrl: string) =>
  /^(localhost|.+\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i.test(new URL(siteUrl).hostname);

const todo = (item: Omit<SetupChecklistItem, 'state'>): SetupChecklistItem => ({ ...item, state: 'todo' });
const done = (item: Pick<SetupChecklistItem, 'id' | 'title' | 'status'>): SetupChecklistItem => ({
  ...item,
  state: 'done',
  action: null,
  link: null,
});

function adminPassword({ admin }: SetupFacts): SetupChecklistItem {
  const item = { id: 'admin-password', title: 'Change the admin password' } as const;
  if (!admin.keepsSetupPassword)
    return done({ ...item, status: 'The admin password has been changed since the site was set up.' });
  return todo({
    ...item,
    status: admin.passwordFromEnvironment
      ? 'The admin still signs in with ADMIN_PASSWORD, the password the site was set up with.'
      : 'The admin still signs in with the password generated at first start (printed in the log and kept in admin-credentials.txt).',
    action: 'Choose a new password on your account page.',
    link: { label: 'Account settings', href: '/account' },
  });
}

const syncLink = { label: 'Video library (Sync)', href: '/videos' };

// The latest sync's outcome, for a configured playlist: done once one went through.
function lastSyncOutcome(
  lastSync: YoutubeSyncRun | null,
): Pick<SetupChecklistItem, 'state' | 'status' | 'action' | 'link'> {
  if (!lastSync) {
    return {
      state: 'todo',
      status: 'It has not been synced yet.',
      action: 'Press Sync in the video library (YOUTUBE_SYNC_EVERY also syncs on a schedule).',
      link: syncLink,
    };
  }
  if (lastSync.status === 'succeeded') {
    return {
      state: 'done',
      status: `The last sync added ${lastSync.added ?? 0} and updated ${lastSync.updated ?? 0} videos.`,
      action: null,
      link: null,
    };
  }
  if (lastSync.status === 'running')
    return {
      state: 'todo',
      status: 'A sync is running now.',
      action: 'Come back when it has ended: its result shows here.',
      link: null,
    };
  return {
    state: 'todo',
    status: `The last sync ${lastSync.status === 'failed' ? 'failed' : 'was interrupted'}: ${lastSync.error ?? 'no reason was recorded'}.`,
    action: 'Fix what it names (the playlist id, YOUTUBE_API_KEY, the network), then press Sync again.',
    link: syncLink,
  };
}

function youtubePlaylist({ youtube }: SetupFacts): SetupChecklistItem {
  const item = { id: 'youtube-playlist', title: 'Connect the YouTube playlist', last_sync: youtube.lastSync } as const;
  if (!youtube.playlistId) {
    return todo({
      ...item,
      status: 'No YOUTUBE_PLAYLIST_ID is set: Sync has no playlist to copy.',
      action:
        "Set YOUTUBE_PLAYLIST_ID to your channel's playlist (and YOUTUBE_API_KEY for more than its 15 newest videos), restart the API, then press Sync.",
      link: syncLink,
    });
  }
  const source = youtube.hasApiKey
    ? 'the YouTube Data API (every video)'
    : 'its public feed (the 15 newest videos; YOUTUBE_API_KEY lifts that)';
  const outcome = lastSyncOutcome(youtube.lastSync);
  return {
    ...item,
    ...outcome,
    status: `Sync copies playlist ${youtube.playlistId} through ${source}. ${outcome.status}`,
  };
}

function mail({ mail: delivery }: SetupFacts): SetupChecklistItem {
  const item = { id: 'mail', title: 'Send mail through SMTP' } as const;
  if (delivery.via === 'smtp') return done({ ...item, status: `Mail goes out through SMTP (${delivery.host}).` });
  return todo({
    ...item,
    status: `No SMTP_URL: mail is held in the outbox (${delivery.held} so far, in the mail_outbox table and ${delivery.folder}), so password-recovery mails reach no one.`,
    action: 'Set SMTP_URL (e.g. smtps://user:password@smtp.example.com) and MAIL_FROM, then restart the API.',
    link: null,
  });
}

function siteUrl(facts: SetupFacts): SetupChecklistItem {
  const item = { id: 'site-url', title: 'Set the site address' } as const;
  if (!isLoopback(facts.siteUrl)) return done({ ...item, status: `Mails and canonical links use ${facts.siteUrl}.` });
  return todo({
    ...item,
    status: `SITE_URL is ${facts.siteUrl}, an address of this machine only: links in mails and canonical links lead nowhere for anyone else.`,
    action: "Set SITE_URL to the site's public address (e.g. https://lightgunhub.example), then restart the API.",
    link: null,
  });
}

function outsideLinks({ siteLinks }: SetupFacts): SetupChecklistItem {
  const item = { id: 'outside-links', title: 'Point the outside links at your pages' } as const;
  if (!siteLinks.known) return { ...item, state: 'unknown', status: siteLinks.reason, action: null, link: null };
  if (siteLinks.stillDefault.length === 0)
    return done({ ...item, status: `All ${siteLinks.total} outside links (channel, donation, socials) are your own.` });
  return todo({
    ...item,
    status: `${siteLinks.stillDefault.length} of ${siteLinks.total} outside links are still the defaults: ${siteLinks.stillDefault.join(', ')}.`,
    action:
      'Set those SITE_* variables to your own channel, donation and social pages, then restart the site (or the shell container).',
    link: null,
  });
}

/** The checklist in the order a new owner works through it. */
export const setupChecklistItems = (facts: SetupFacts): SetupChecklistItem[] =>
  [adminPassword, youtubePlaylist, mail, siteUrl, outsideLinks].map((item) => item(facts));
