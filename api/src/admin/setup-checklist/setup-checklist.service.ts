import { Inject, Injectable } from '@nestjs/common';
import type { SetupChecklist } from '@site/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MailService } from '../../mail/mail.service.js';
import { SHELL_SOURCE, type ShellSource } from '../../site/index.js';
import { UsersService } from '../../users/index.js';
import { SyncRunsService } from '../../youtube/index.js';
import { setupChecklistItems } from './setup-checklist-items.js';
import { readSiteLinks } from './site-links.js';

/** The admin's setup checklist, read afresh on every call: what the admin changes at runtime shows at once. */
@Injectable()
export class SetupChecklistService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SHELL_SOURCE) private readonly shell: ShellSource | null,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly syncRuns: SyncRunsService,
  ) {}

  async checklist(): Promise<SetupChecklist> {
    const [keepsSetupPassword, lastSync, mail, siteLinks] = await Promise.all([
      this.users.adminKeepsSetupPassword(),
      this.syncRuns.latest(),
      this.mail.delivery(),
      readSiteLinks(this.shell),
    ]);
    const items = setupChecklistItems({
      admin: { keepsSetupPassword, passwordFromEnvironment: this.config.adminPassword !== undefined },
      youtube: {
        playlistId: this.config.youtubePlaylistId,
        hasApiKey: this.config.youtubeApiKey !== undefined,
        lastSync,
      },
      mail,
      siteUrl: this.config.siteUrl,
      siteLinks,
    });
    return { items, done: items.filter((item) => item.state === 'done').length, total: items.length };
  }
}
