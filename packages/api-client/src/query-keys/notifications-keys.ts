export interface NotificationPageParams {
  page: number;
  limit: number;
}

/**
 * The signed-in member's notifications (issue 31), shown by the shell's bell and /notifications. An area that reads
 * or hides what a notification points at (a thread opened at its post, a deleted post) marks these stale.
 */
export const notificationsKeys = {
  all: ['notifications'],
  /** The bell's count; the stream and each mark-read answer write it directly. */
  unreadCount: ['notifications', 'unread-count'],
  /** Every page of the list, the bell's latest and the page's. */
  lists: ['notifications', 'list'],
  list: ({ page, limit }: NotificationPageParams) => ['notifications', 'list', { page, limit }],
  /** The member's mail delivery per kind. */
  settings: ['notifications', 'settings'],
} as const;
