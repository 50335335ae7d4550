import type { NewsCategory } from '@site/contracts';
import { newsCategoryValues, pageSizes } from '@site/domain';
import { LimitQuery, PageQuery } from '../../http/pagination-query.js';
import { ChoiceQuery, DateTimeQuery, TextQuery } from '../../http/query-fields.js';

/** GET /api/news */
export class NewsListQuery extends PageQuery {
  @LimitQuery(pageSizes.news, 'Articles')
  limit: number = pageSizes.news;

  @TextQuery(
    'Only articles whose title, excerpt, content, author or category (value or label) holds this text, in any case',
  )
  q = '';

  /** Undefined for 'all'. */
  @ChoiceQuery(newsCategoryValues, { default: 'all', alsoAll: true })
  category?: NewsCategory;

  @DateTimeQuery(
    "Only articles created up to this instant: send the first page's newest created_at with the later pages, so articles added meanwhile do not shift them",
  )
  until?: string;
}
