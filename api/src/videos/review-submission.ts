import type { EntityManager } from 'typeorm';
import type { NotificationsService } from '../notifications/index.js';
import type { User } from '../users/index.js';

/** What approving or denying needs of a member's video or news item (both entities have these columns). */
export interface Reviewable {
  id: number;
  title: string;
  status: 'published' | 'pending' | 'denied';
  submittedBy: number | null;
  denialReason: string | null;
  publishedAt: Date | null;
}

export type Review = { decision: 'approve' } | { decision: 'deny'; reason?: string };

/**
 * Applies an admin's decision to `item` and saves it with its submitter's notification, in one transaction: approved
 * links to the item's `page`, denied to /account where the member's submissions are listed. Approving what is
 * already published tells nobody; `saved` runs in the same transaction. Whether the decision is allowed is the caller's.
 */
export function reviewSubmission<T extends Reviewable>(
  manager: EntityManager,
  notifications: NotificationsService,
  admin: User,
  item: T,
  source: { type: 'video' | 'news'; page: string },
  review: Review,
  saved?: (item: T, transaction: EntityManager) => Promise<void>,
): Promise<T> {
  const wasPublished = item.status === 'published';
  if (review.decision === 'approve') {
    item.status = 'published';
    item.denialReason = null;
    item.publishedAt ??= new Date();
  } else {
    item.status = 'denied';
    item.denialReason = review.reason || null;
  }
  return manager.transaction(async (transaction) => {
    const row = await transaction.save(item);
    if (row.submittedBy !== null && !wasPublished)
      await notifications.notify(
        [row.submittedBy],
        {
          kind: review.decision === 'approve' ? 'submission_approved' : 'submission_denied',
          actorId: admin.id,
          title: row.title,
          reason: row.denialReason,
          link: review.decision === 'approve' ? source.page : '/account',
          source: { type: source.type, id: row.id },
        },
        transaction,
      );
    await saved?.(row, transaction);
    return row;
  });
}
