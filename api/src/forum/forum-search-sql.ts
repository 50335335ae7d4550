import type { ForumPostSearchResult } from '@site/contracts';
import { type User, toForumAuthor } from '../users/index.js';
import type { ThreadSummarySource } from './forum-response.js';

/**
 * How many matches of each list are ranked and paged: the newest ones. Ranking reads every ranked
 * row, so this bounds a search's cost however many rows match (docs/search.md: the figures, and
 * what it costs in relevance).
 */
export const rankedMatches = 500;

/** One list the search ranks: its table, its rows' columns and how it is narrowed to `$category`. */
export type SearchedList = {
  table: 'forum_threads' | 'forum_posts';
  categoryFilter: string;
  recency: string;
  titleFirst: boolean;
  /** The answer's columns, of `hit` (the row), `author` and for replies `thread`. */
  columns: string;
};

const authorColumns =
  'author.id AS "userId", author.username, author.display_name AS "displayName", author.role, author.post_count AS "postCount"';

export const threadList: SearchedList = {
  table: 'forum_threads',
  categoryFilter: 'category_id = $category',
  recency: 'updated_at',
  titleFirst: true,
  columns: `hit.id, hit.category_id AS "categoryId", hit.title, hit.excerpt, hit.author_id AS "authorId", hit.game_id AS "gameId", hit.is_pinned AS "isPinned",
    hit.is_locked AS "isLocked", hit.vote_count AS "voteCount", hit.reply_count AS "replyCount", hit.view_count AS "viewCount", hit.is_demo AS "isDemo",
    hit.edited, hit.last_post_number AS "lastPostNumber", hit.created_at AS "createdAt", hit.updated_at AS "updatedAt", ${authorColumns}`,
};

export const postList: SearchedList = {
  table: 'forum_posts',
  // As an expression (IS TRUE), the IN stays a hashed lookup per reply read in id order: a join
  // would look each reply's thread up in the index (ten times slower at a million replies).
  categoryFilter: '(thread_id IN (SELECT id FROM forum_threads WHERE category_id = $category)) IS TRUE',
  recency: 'created_at',
  titleFirst: false,
  columns: `hit.id, hit.thread_id AS "threadId", thread.title AS "threadTitle", thread.category_id AS "categoryId", hit.excerpt,
    hit.created_at AS "createdAt", ${authorColumns}`,
};

/**
 * The newest `rankedMatches` + 1 matching ids (one more tells that more match). A common word is
 * read in id order from the primary key, through at most `$scan` rows (0 for a rare word); when
 * that finds too few, every match comes through the GIN index instead, sorted by an expression no
 * index gives. Either way, whatever the planner would guess from its statistics.
 */
function newestMatchesSql({ table, categoryFilter, recency }: SearchedList, inCategory: boolean): string {
  const matches = `search @@ to_tsquery('english', $prefix)`;
  // What ranking needs travels with each candidate, so ranking reads no row a second time.
  const candidate = `id, search, ${recency} AS recency`;
  // The inner LIMIT keeps the planner from merging the subquery and choosing the GIN index after
  // all, and makes it read in id order. The fallback is filtered outside its subquery, so when it
  // is not needed its index scan (or parallel workers) is not even started.
  const rows = `SELECT ${candidate} FROM ${table} ${inCategory ? `WHERE ${categoryFilter}` : ''} ORDER BY id DESC LIMIT $scan`;
  return `
    recent AS MATERIALIZED (SELECT * FROM (${rows}) AS rows WHERE ${matches} ORDER BY id DESC LIMIT ${rankedMatches + 1}),
    newest AS MATERIALIZED (
      SELECT * FROM recent WHERE (SELECT count(*) FROM recent) > ${rankedMatches}
      UNION ALL
      SELECT * FROM (
        SELECT ${candidate} FROM ${table} WHERE ${matches} ${inCategory ? `AND ${categoryFilter}` : ''} ORDER BY id + 0 DESC LIMIT ${rankedMatches + 1}
      ) AS every_match WHERE (SELECT count(*) FROM recent) <= ${rankedMatches}
    )`;
}

/**
 * Ranks the newest matches: title matches first (threads), then whole words, then ts_rank, then
 * recency. Answers the page asked, best first, with how many there are to page through and
 * whether more match; past the end, one row with only those.
 */
function rankedPageSql(list: SearchedList, inCategory: boolean): string {
  const titleFirst = list.titleFirst ? `search @@ to_tsquery('english', $title) DESC,` : '';
  const thread = list.table === 'forum_posts' ? 'JOIN forum_threads AS thread ON thread.id = hit.thread_id' : '';
  return `
    WITH ${newestMatchesSql(list, inCategory)},
    counted AS (SELECT count(*) AS matched, min(id) AS oldest FROM newest),
    page AS MATERIALIZED (
      SELECT id, row_number() OVER () AS position FROM (
        SELECT id FROM newest, counted
        WHERE counted.matched <= ${rankedMatches} OR id > counted.oldest
        ORDER BY ${titleFirst} search @@ to_tsquery('english', $whole) DESC, ts_rank(search, to_tsquery('english', $prefix)) DESC,
                 recency DESC, id DESC
        LIMIT $limit OFFSET $offset
      ) AS ranked
    )
    SELECT least(counted.matched, ${rankedMatches})::int AS total, counted.matched > ${rankedMatches} AS capped, ${list.columns}
    FROM counted LEFT JOIN (
      page JOIN ${list.table} AS hit USING (id) ${thread} LEFT JOIN users AS author ON author.id = hit.author_id
    ) ON true
    ORDER BY page.position`;
}

/** A statement with its named parameters ($name) numbered, and their names in that order. */
type Statement = { text: string; names: string[] };
const statements = new Map<string, Statement>();

/** The ranked page's statement for a list, in one category or not; written once, kept. */
export function rankedPageStatement(list: SearchedList, inCategory: boolean): Statement {
  const key = `${list.table} ${inCategory}`;
  let statement = statements.get(key);
  if (!statement) {
    const names: string[] = [];
    const text = rankedPageSql(list, inCategory)
      .replace(/\s+/g, ' ')
      .replace(/\$([a-z]+)/g, (_, name: string) => {
        if (!names.includes(name)) names.push(name);
        return `$${names.indexOf(name) + 1}`;
      });
    statements.set(key, (statement = { text, names }));
  }
  return statement;
}

type AuthorRow = { userId: number | null } & Pick<User, 'username' | 'displayName' | 'role' | 'postCount'>;
/** A row of the answer: the list's size, and a result unless the page is past the end (id null). */
export type RankedRow<Hit> = { total: number; capped: boolean } & ((Hit & AuthorRow) | { id: null });
export type ThreadHit = Omit<ThreadSummarySource, 'author'>;
export type PostHit = {
  id: number;
  threadId: number;
  threadTitle: string;
  categoryId: number;
  excerpt: string;
  createdAt: Date;
};

const authorOf = (row: AuthorRow) => (row.userId === null ? null : { ...row, id: row.userId });

/** A thread as ThreadSummaries takes it. */
export const threadFromRow = (row: ThreadHit & AuthorRow): ThreadSummarySource => ({ ...row, author: authorOf(row) });

export const postFromRow = (row: PostHit & AuthorRow): ForumPostSearchResult => ({
  id: row.id,
  thread_id: row.threadId,
  thread_title: row.threadTitle,
  category_id: row.categoryId,
  excerpt: row.excerpt,
  author: toForumAuthor(authorOf(row)),
  created_at: row.createdAt.toISOString(),
});
