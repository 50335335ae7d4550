import { LimitQuery, PageQuery } from '../../http/pagination-query.js';

export const notificationPageSize = 20;

/** GET /api/notifications */
export class NotificationListQuery extends PageQuery {
  @LimitQuery(notificationPageSize, 'Notifications')
  limit: number = notificationPageSize;
}
