import { Injectable } from '@nestjs/common';
import type { MemberDataExport } from '@site/contracts';
import { MemberProfilesService } from '../forum/member-profiles.service.js';
import { CompatibilityReportsService } from '../lightgun/compatibility/compatibility-reports.service.js';
import { NotificationSettingsService } from '../notifications/notification-settings.service.js';
import { toUserResponse, type User } from '../users/index.js';
import { everyPage } from './every-page.js';
import { MySubmissionsService } from './my-submissions.service.js';

/** Everything the site holds about a member (issue 31, point 8), each part asked of the module that owns it. */
@Injectable()
export class MemberDataExportService {
  constructor(
    private readonly profiles: MemberProfilesService,
    private readonly reports: CompatibilityReportsService,
    private readonly submissions: MySubmissionsService,
    private readonly notificationSettings: NotificationSettingsService,
  ) {}

  async export(user: User): Promise<MemberDataExport> {
    const [threads, replies, reports, submissions, notificationSettings] = await Promise.all([
      everyPage((page) => this.profiles.threadsOf(user.username, page).then((p) => ({ ...p, items: p.threads }))),
      everyPage((page) => this.profiles.repliesOf(user.username, page).then((p) => ({ ...p, items: p.replies }))),
      // As the member: their hidden reports too.
      everyPage((page) => this.reports.memberPage(user.username, page, user).then((p) => ({ ...p, items: p.reports }))),
      this.submissions.all(user.id),
      this.notificationSettings.get(user.id),
    ]);
    return {
      exported_at: new Date().toISOString(),
      profile: toUserResponse(user),
      threads,
      replies,
      compatibility_reports: reports,
      submissions,
      notification_settings: notificationSettings,
    };
  }
}
