import type { NotificationKind } from '@site/contracts';
import { defaultMailDelivery, notificationKinds } from '@site/domain';

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && Object.hasOwn(defaultMailDelivery, value);

/**
 * SQL of the delivery in force for notification `n`'s kind, with the member's choice joined as `s`
 * (LEFT JOIN notification_settings s ON s.user_id = n.user_id AND s.kind = n.kind).
 */
export const deliverySql = `COALESCE(s.delivery, CASE n.kind ${notificationKinds
  .map((kind) => `WHEN '${kind}' THEN '${defaultMailDelivery[kind]}'`)
  .join(' ')} ELSE 'digest' END)`;
