import type { NotificationKind } from '@site/contracts';

/** A notification as a mail tells it. */
export interface MailedNotification {
  kind: NotificationKind;
  title: string;
  excerpt: string;
  reason: string | null;
  link: string;
  /** The actor's display name, or null. */
  actor: string | null;
}

const headlines: Record<NotificationKind, (title: string, count: number) => string> = {
  reply: (title, count) => (count === 1 ? `A new reply in "${title}"` : `${count} new replies in "${title}"`),
  mention: (title, count) => `You were mentioned in "${title}"${count > 1 ? ` (${count} times)` : ''}`,
  submission_approved: (title) => `Your submission "${title}" was approved`,
  submission_denied: (title) => `Your submission "${title}" was denied`,
  report_hidden: (title) => `Your compatibility report on ${title} was hidden`,
  report_shown: (title) => `Your compatibility report on ${title} is shown again`,
  thread_pinned: (title) => `Your thread "${title}" was pinned`,
  thread_locked: (title) => `Your thread "${title}" was locked`,
  thread_moved: (title) => `Your thread "${title}" was moved`,
  thread_deleted: (title) => `Your thread "${title}" was deleted`,
  setup_report: (title, count) =>
    count === 1 ? `A new report for your setup on ${title}` : `${count} new reports for your setup on ${title}`,
};

/** Notifications of one kind about one page (a thread's replies), oldest first. */
function groups(notifications: MailedNotification[]): MailedNotification[][] {
  const byPage = new Map<string, MailedNotification[]>();
  for (const notification of notifications) {
    const key = `${notification.kind} ${notification.link.split(/[?#]/)[0]}`;
    byPage.set(key, [...(byPage.get(key) ?? []), notification]);
  }
  return [...byPage.values()];
}

const headline = (group: MailedNotification[]) => headlines[group[0].kind](group[0].title, group.length);

function section(group: MailedNotification[], siteUrl: string): string {
  const lines = group.flatMap(({ actor, excerpt, reason }) => [
    ...(actor || excerpt ? [`  ${[actor, excerpt].filter(Boolean).join(': ')}`] : []),
    ...(reason ? [`  Reason: ${reason}`] : []),
  ]);
  // The oldest one: the member reads on from there.
  return [headline(group), ...lines, `  ${siteUrl}${group[0].link}`].join('\n');
}

/** One mail of `notifications` (oldest first), grouped by kind and page; `digest` names it the daily digest. */
export function composeMail(
  notifications: MailedNotification[],
  { siteUrl, unsubscribeUrl, digest }: { siteUrl: string; unsubscribeUrl: string; digest: boolean },
): { subject: string; text: string } {
  const grouped = groups(notifications);
  const subject = digest
    ? `Your daily digest: ${notifications.length} notification${notifications.length === 1 ? '' : 's'}`
    : grouped.length === 1
      ? headline(grouped[0])
      : `${notifications.length} new notifications`;
  const text = [
    ...grouped.map((group) => section(group, siteUrl)),
    [
      '--',
      `All your notifications: ${siteUrl}/notifications`,
      `Choose which mails you get: ${siteUrl}/account`,
      `Unsubscribe from these mails: ${unsubscribeUrl}`,
    ].join('\n'),
  ].join('\n\n');
  return { subject, text: `${text}\n` };
}
