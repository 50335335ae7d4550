import type { MailDelivery, NotificationKind } from '@site/contracts';

/**
 * Issue 31: every kind of notification with its mail delivery unless the member chose another (replies and
 * mentions at once, the rest in the daily digest). The API applies it; /account's form and its tests start from it.
 */
export const defaultMailDelivery: Readonly<Record<NotificationKind, MailDelivery>> = {
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

export const notificationKinds = Object.keys(defaultMailDelivery) as NotificationKind[];
export const mailDeliveries: readonly MailDelivery[] = ['immediately', 'digest', 'never'];
