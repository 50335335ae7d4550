import type { VideoCategory } from '@site/contracts';
import { videoCategoryValues } from '@site/domain';
import { LimitQuery, PageQuery } from '../../http/pagination-query.js';
import { ChoiceQuery, TextQuery } from '../../http/query-fields.js';

/** The library's page size unless `limit` says otherwise. */
export const libraryPageSize = 18;

/** GET /api/videos */
export class VideoListQuery extends PageQuery {
  @LimitQuery(libraryPageSize, 'Videos')
  limit = libraryPageSize;

  /** Undefined for 'all'. */
  @ChoiceQuery(videoCategoryValues, { default: 'all', alsoAll: true })
  category?: VideoCategory;
}

/** GET /api/videos/search */
export class VideoSearchQuery {
  @TextQuery('Words to find (prefixes match); blank finds nothing')
  q = '';
}
