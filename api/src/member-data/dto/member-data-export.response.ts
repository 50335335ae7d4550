import { ApiProperty } from '@nestjs/swagger';
import type {
  CompatibilityReport,
  ForumThreadSummary,
  MemberDataExport,
  MemberReply,
  NotificationSettings,
} from '@site/contracts';
import { NotificationSettingsResponse } from '../../notifications/index.js';
import { UserResponse } from '../../users/index.js';
import { MySubmissionResponse } from './my-submission.response.js';

const list = (description: string) => ({ type: 'array', items: { type: 'object' }, description }) as const;

/** GET /api/auth/me/export. The lists are the shapes the member's profile pages answer (their own documents). */
export class MemberDataExportResponse implements MemberDataExport {
  @ApiProperty({ format: 'date-time' })
  exported_at: string;

  @ApiProperty({ type: UserResponse })
  profile: UserResponse;

  @ApiProperty(list('Every thread, as GET /api/users/{username}/threads lists them'))
  threads: ForumThreadSummary[];

  @ApiProperty(list('Every reply, as GET /api/users/{username}/replies lists them'))
  replies: MemberReply[];

  @ApiProperty(list('Every compatibility report, hidden ones too'))
  compatibility_reports: CompatibilityReport[];

  @ApiProperty({ type: [MySubmissionResponse] })
  submissions: MySubmissionResponse[];

  @ApiProperty({ type: NotificationSettingsResponse, description: 'The mail settings in force' })
  notification_settings: NotificationSettings;
}
