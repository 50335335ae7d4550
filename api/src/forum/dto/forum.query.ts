import type { ForumThreadSort } from '@site/contracts';
import { pageSizes } from '@site/domain';
import { LimitQuery, PageQuery } from '../../http/pagination-query.js';
import { ChoiceQuery, IdQuery, TextQuery } from '../../http/query-fields.js';

export const threadSorts: ForumThreadSort[] = ['latest', 'popular', 'most_replies'];

/** GET /api/forum/categories/{id}/threads */
export class ThreadListQuery extends PageQuery {
  @LimitQuery(pageSizes.threads, 'Threads')
  limit: number = pageSizes.threads;

  @ChoiceQuery(threadSorts, { default: 'latest' })
  sort: ForumThreadSort = 'latest';
}

/** GET /api/forum/threads/{id}/posts and GET /api/users/{username}/replies */
export class ReplyPageQuery extends PageQuery {
  @LimitQuery(pageSizes.replies, 'Replies')
  limit: number = pageSizes.replies;
}

/** GET /api/forum/threads/{id} */
export class ThreadQuery extends ReplyPageQuery {
  @IdQuery(
    'A reply of this thread: answers the page holding it (page is then ignored); the first page when the thread has no such reply',
    'post must be the id of a reply: a whole number of at least 1',
  )
  post?: number;
}

/** GET /api/forum/search: `page` and `limit` apply to each list (threads, posts). */
export class ForumSearchQuery extends PageQuery {
  @TextQuery('Words to find (prefixes match); under 2 characters finds nothing')
  q = '';

  @LimitQuery(pageSizes.forumSearch, 'Threads and posts (each)')
  limit: number = pageSizes.forumSearch;

  @IdQuery('Only this category', 'category_id must be the id of a category: a whole number of at least 1')
  category_id?: number;
}

/** GET /api/lightgun/games/{id}/threads and GET /api/users/{username}/threads */
export class ThreadPageQuery extends PageQuery {
  @LimitQuery(pageSizes.threads, 'Threads')
  limit: number = pageSizes.threads;
}
