import type { NotificationKind, NotificationSubject } from '@site/contracts';

/** What a notification is about: deleting the source withdraws it. */
export type NotificationSourceType = NotificationSubject;

/** A notification as a content module writes it, for one or many recipients. */
export interface NotificationDraft {
  kind: NotificationKind;
  /** Who caused it: never notified of their own act; null for the site itself. */
  actorId: number | null;
  title: string;
  /** The post's prose; cut to one line of at most 300 characters. */
  excerpt?: string;
  reason?: string | null;
  /** A site path, e.g. `/forum/thread/12?post=345#post-345`. */
  link: string;
  source: { type: NotificationSourceType; id: number };
}

/** A set of recipients as one query: `sql` selects a column `user_id` and uses `params` as $1, $2... */
export interface RecipientQuery {
  sql: string;
  params: unknown[];
}
