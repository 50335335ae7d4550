import type { VideoCategory } from '@site/contracts';
import { pageSizes, videoCategoryValues } from '@site/domain';
import { LimitQuery, PageQuery } from '../../http/pagination-query.js';
import { ChoiceQuery, IdQuery, TextQuery } from '../../http/query-fields.js';

/** GET /api/videos: the library's page size (pageSizes.videos) unless `limit` says otherwise. */
export class VideoListQuery extends PageQuery {
  @LimitQuery(pageSizes.videos, 'Videos')
  limit: number = pageSizes.videos;

  /** Undefined for 'all'. */
  @ChoiceQuery(videoCategoryValues, { default: 'all', alsoAll: true })
  category?: VideoCategory;

  /** A catalogue game's videos: published ones only, whoever asks (the game page lists them). */
  @IdQuery('Only the published videos of this catalogue game', 'game_id must be the id of a game')
  game_id?: number;
}

/** GET /api/videos/search */
export class VideoSearchQuery {
  @TextQuery('Words to find (prefixes match); blank finds nothing')
  q = '';
}
