import type { MailDelivery, NotificationKind } from '@site/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member's mail delivery of one kind, stored only where it differs from the default (notification-kinds.ts). */
@Entity({ name: 'notification_settings' })
export class NotificationSettingEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @PrimaryColumn({ type: 'text' })
  kind: NotificationKind;

  @Column({ type: 'text' })
  delivery: MailDelivery;
}
