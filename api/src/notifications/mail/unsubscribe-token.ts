import type { NotificationKind } from '@site/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationKind } from '../notification-kinds.js';

/** Whom a token unsubscribes, and from which kind (null: every kind). */
export interface Unsubscription {
  userId: number;
  kind: NotificationKind | null;
}

const everyKind = 'all';

const signature = (secret: string, subject: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${subject}`).digest('base64url');

/** `<user id>.<kind or all>.<HMAC>`: works without login and without expiry, and cannot be made for another member. */
export function unsubscribeToken(secret: string, { userId, kind }: Unsubscription): string {
  const subject = `${userId}.${kind ?? everyKind}`;
  return `${subject}.${signature(secret, subject)}`;
}

/** The token's unsubscription, or undefined when it is malformed or not signed with `secret`. */
export function readUnsubscribeToken(secret: string, token: string): Unsubscription | undefined {
  const match = /^([1-9]\d{0,9})\.([a-z_]+)\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, id, kind, signed] = match;
  const expected = Buffer.from(signature(secret, `${id}.${kind}`));
  if (!timingSafeEqual(expected, Buffer.from(signed))) return undefined;
  if (kind !== everyKind && !isNotificationKind(kind)) return undefined;
  return { userId: Number(id), kind: kind === everyKind ? null : kind };
}
