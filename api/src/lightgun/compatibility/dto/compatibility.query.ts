import { WholeNumberQuery, IdQuery, TextQuery } from '../../../http/query-fields.js';
import { LimitQuery, PageQuery } from '../../../http/pagination-query.js';
import { unknownOptionMessage } from '../setup-kinds.js';

/** Default page sizes of the compatibility lists. */
export const reportPageSize = 20;
export const gameSearchPageSize = 24;

/** GET /api/lightgun/games/{id}/reports and GET /api/users/{username}/reports */
export class ReportPageQuery extends PageQuery {
  @LimitQuery(reportPageSize, 'Reports')
  limit: number = reportPageSize;
}

/**
 * The setup filter of game lists (SetupFilter): a game passes with a visible Playable-or-better report matching every
 * part given.
 */
export class SetupFilterQuery {
  @IdQuery('Only games playable with this gun', unknownOptionMessage('gun'))
  gun_id?: number;

  @IdQuery('Only games playable on this display', unknownOptionMessage('display'))
  display_id?: number;

  @IdQuery('Only games playable this way', unknownOptionMessage('play-mode'))
  play_mode_id?: number;
}

/** GET /api/lightgun/games; `page` as PageQuery has it (this class already extends the filter). */
export class GameSearchQuery extends SetupFilterQuery {
  @TextQuery('Part of a title, any case')
  q = '';

  @WholeNumberQuery({ default: 1 })
  page = 1;

  @LimitQuery(gameSearchPageSize, 'Games')
  limit: number = gameSearchPageSize;
}
