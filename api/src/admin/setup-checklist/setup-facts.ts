import type { YoutubeSyncRun } from '@site/contracts';
import type { MailDelivery } from '../../mail/mail.service.js';

/** What the checklist's items are decided from, gathered by SetupChecklistService. */
export interface SetupFacts {
  admin: { keepsSetupPassword: boolean; passwordFromEnvironment: boolean };
  youtube: { playlistId?: string; hasApiKey: boolean; lastSync: YoutubeSyncRun | null };
  mail: MailDelivery;
  siteUrl: string;
  siteLinks: SiteLinksState;
}

/** The outside links of the deployed site-config.json: which are still the shell's defaults (by their SITE_* names). */
export type SiteLinksState = { known: true; total: number; stillDefault: string[] } | { known: false; reason: string };
