import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import { PaginationResponse } from '../../http/pagination.response.js';
import { defaultMailDelivery, mailDeliveries, notificationKinds } from '@site/domain';

export class NotificationActorResponse implements Api.NotificationActor {
  @ApiProperty({ type: 'integer', nullable: true })
  id: number | null;

  @ApiProperty()
  username: string;

  @ApiProperty()
  display_name: string;
}

export class NotificationResponse implements Api.Notification {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ enum: notificationKinds })
  kind: Api.NotificationKind;

  @ApiProperty({
    enum: ['forum_thread', 'forum_post', 'video', 'news', 'compatibility_report'],
    description: 'What it is about',
  })
  subject: Api.NotificationSubject;

  @ApiProperty({ type: NotificationActorResponse, nullable: true, description: 'null: the site, or a deleted account' })
  actor: NotificationActorResponse | null;

  @ApiProperty({ description: "What happened, e.g. the thread's title" })
  title: string;

  @ApiProperty({ description: "The post's prose on one line (at most 300 characters), or ''" })
  excerpt: string;

  @ApiProperty({ type: 'string', nullable: true })
  reason: string | null;

  @ApiProperty({ example: '/forum/thread/12?post=345#post-345' })
  link: string;

  @ApiProperty()
  read: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class NotificationPageResponse implements Api.NotificationPage {
  @ApiProperty({ type: [NotificationResponse] })
  notifications: NotificationResponse[];

  @ApiProperty({ type: PaginationResponse })
  pagination: PaginationResponse;

  @ApiProperty({ type: 'integer' })
  unread_count: number;
}

export class UnreadCountResponse implements Api.UnreadCount {
  @ApiProperty({ type: 'integer' })
  unread_count: number;
}

export class NotificationSettingsResponse implements Api.NotificationSettings {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', enum: [...mailDeliveries] },
    example: defaultMailDelivery,
    description: `Each kind (${notificationKinds.join(', ')}) with its mail delivery; a PUT may send some`,
  })
  mail: Record<Api.NotificationKind, Api.MailDelivery>;
}

export class UnsubscribeResponseBody implements Api.UnsubscribeResponse {
  @ApiProperty({ enum: notificationKinds, nullable: true, description: 'null: every kind' })
  kind: Api.NotificationKind | null;

  @ApiProperty()
  message: string;
}

/** The JSON form of an unsubscribe (a mail client's one-click POST sends the token in the query instead). */
export class UnsubscribeRequestBody implements Partial<Api.UnsubscribeRequest> {
  @ApiProperty({ required: false, description: "The token of the mail's link" })
  token?: string;
}
