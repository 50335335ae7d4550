/** The PostgreSQL channel every change of a member's unread count is announced on (at commit). */
export const noticeChannel = 'notifications';

/** Past this many recipients a notice says 'all' (each process recounts its streams): the payload stays far below 8000 bytes. */
export const maxNamedRecipients = 500;

/** One announcement: the members whose unread count may have changed, or all of them (a large fan-out). */
export type Notice = { users: number[] } | { all: true };

/**
 * SQL announcing the `user_id`s of `rows` (a CTE), once, when it has any: a list of at most
 * maxNamedRecipients, else 'all'. Sent inside the writer's transaction, so it is heard only if it commits.
 */
export const announceSql = (rows: string) => `
  SELECT pg_notify('${noticeChannel}', CASE WHEN c.n <= ${maxNamedRecipients}
      THEN json_build_object('users', c.users)::text ELSE '{"all":true}' END)
  FROM (SELECT count(DISTINCT user_id) AS n, json_agg(DISTINCT user_id) AS users FROM ${rows}) c
  WHERE c.n > 0`;

export function parseNotice(payload: string): Notice {
  const notice = JSON.parse(payload) as Notice;
  return 'all' in notice ? { all: true } : { users: notice.users };
}
