import type { Notification } from '@site/contracts';

const actorName = ({ actor }: Notification) => actor?.display_name || actor?.username || 'A deleted member';

// A submission is a video or a news item (a denial links to /account, so the subject says which).
const submission = ({ subject }: Notification) => (subject === 'news' ? 'news item' : 'video');

/** What happened, in one sentence of the member's own terms, e.g. `Sam replied in "Light guns on LCDs"`. */
export function notificationText(notification: Notification): string {
  const title = `"${notification.title}"`;
  switch (notification.kind) {
    case 'reply':
      return `${actorName(notification)} replied in ${title}`;
    case 'mention':
      return `${actorName(notification)} mentioned you in ${title}`;
    case 'submission_approved':
      return `Your ${submission(notification)} ${title} was approved`;
    case 'submission_denied':
      return notification.reason
        ? `Your ${submission(notification)} ${title} was denied: ${notification.reason}`
        : `Your ${submission(notification)} ${title} was denied`;
    case 'report_hidden':
      return `Your report on ${title} was hidden by a moderator`;
    case 'report_shown':
      return `Your report on ${title} is shown again`;
    case 'thread_pinned':
      return `Your thread ${title} was pinned`;
    case 'thread_locked':
      return `Your thread ${title} was locked`;
    case 'thread_moved':
      return `Your thread ${title} was moved`;
    case 'thread_deleted':
      return `Your thread ${title} was deleted`;
    case 'setup_report':
      return `A new report for your setup on ${title}`;
  }
}
