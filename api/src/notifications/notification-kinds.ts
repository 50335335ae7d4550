import type { MailDelivery, NotificationKind } from '@site/contracts';

/** Every kind, with its mail delivery unless the member chose another: replies and mentions at once, the rest daily. */
export const defaultDelivery: Record<NotificationKind, MailDelivery> = {
  reply: 'immediately',
  mention: 'immediately',
  submission_approved: 'digest',
  submission_denied: 'digest',
  report_hidden: 'digest',
  report_shown: 'digest',
  thread_pinned: 'digest',
  thread_locked: 'digest',
  thread_moved: 'digest',
  thread_deleted: 'digest',
  setup_report: 'digest',
};

export const notificationKinds = Object.keys(defaultDelivery) as NotificationKind[];
export const mailDeliveries: readonly MailDelivery[] = ['immediately', 'digest', 'never'];

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && Object.hasOwn(defaultDelivery, value);

/**
 * SQL of the delivery in force for notification `n`'s kind, with the member's choice joined as `s`
 * (LEFT JOIN notification_settings s ON s.user_id = n.user_id AND s.kind = n.kind).
 */
export const deliverySql = `COALESCE(s.delivery, CASE n.kind ${notificationKinds
  .map((kind) => `WHEN '${kind}' THEN '${defaultDelivery[kind]}'`)
  .join(' ')} ELSE 'digest' END)`;
