import type { ForumThreadSort } from '@site/contracts';
import { ChoiceQuery, IdQuery, TextQuery } from '../../http/query-fields.js';

export const threadSorts: ForumThreadSort[] = ['latest', 'popular', 'most_replies'];

/** GET /api/forum/categories/{id}/threads */
export class ThreadListQuery {
  @ChoiceQuery(threadSorts, { default: 'latest' })
  sort: ForumThreadSort = 'latest';
}

/** GET /api/forum/search */
export class ForumSearchQuery {
  @TextQuery('Words to find (prefixes match); under 2 characters finds nothing')
  q = '';

  @IdQuery('Only this category', 'category_id must be the id of a category: a whole number of at least 1')
  category_id?: number;
}
