import { applyDecorators } from '@nestjs/common';
import type { GameSort, SetupOptionKind } from '@site/contracts';
import { maxSetupSlugLength, setupSlugPattern } from '@site/domain';
import { IsOptional, MaxLength, ValidateBy } from 'class-validator';
import { ChoiceQuery, IdQuery, TextQuery, WholeNumberQuery } from '../../../http/query-fields.js';
import { LimitQuery, PageQuery } from '../../../http/pagination-query.js';
import { unknownSlugMessage } from '../setup-filter.js';
import { unknownOptionMessage } from '../setup-kinds.js';

/** Default page sizes of the compatibility lists. */
export const reportPageSize = 20;
export const gameSearchPageSize = 24;

/** GET /api/lightgun/games/{id}/reports and GET /api/users/{username}/reports */
export class ReportPageQuery extends PageQuery {
  @LimitQuery(reportPageSize, 'Reports')
  limit: number = reportPageSize;
}

export const gameSorts = ['title', 'tier'] as const satisfies readonly GameSort[];

/** An option's slug, any case; a malformed one is refused with the same words as an unknown one. */
function SlugQuery(kind: SetupOptionKind, description: string) {
  const message = unknownSlugMessage(kind);
  return applyDecorators(
    TextQuery(description),
    IsOptional(),
    MaxLength(maxSetupSlugLength, { message }),
    ValidateBy({
      name: 'isSetupSlug',
      validator: {
        validate: (value: string) => setupSlugPattern.test(value.toLowerCase()),
        defaultMessage: () => message,
      },
    }),
  );
}

/**
 * The setup of game lists (SetupFilter, slugs) and their order. Lists rank by the setup, they never narrow by it. The
 * ids of older clients (`gun_id`...) are read as the same parts; a slug and an id of one part must agree.
 */
export class GameListQuery {
  @SlugQuery('gun', 'Rank games by their reports with this gun (its slug, e.g. sinden)')
  gun?: string;

  @SlugQuery('display', 'Rank games by their reports on this display (its slug, e.g. flat-tv)')
  display?: string;

  @SlugQuery('play-mode', 'Rank games by their reports played this way (its slug, e.g. mame)')
  play?: string;

  @IdQuery('The gun by id (older clients): as gun', unknownOptionMessage('gun'))
  gun_id?: number;

  @IdQuery('The display by id (older clients): as display', unknownOptionMessage('display'))
  display_id?: number;

  @IdQuery('The way of playing by id (older clients): as play', unknownOptionMessage('play-mode'))
  play_mode_id?: number;

  @ChoiceQuery(gameSorts, { default: 'title' })
  sort: GameSort = 'title';
}

/** GET /api/lightgun/games; `page` as PageQuery has it (this class already extends the list query). */
export class GameSearchQuery extends GameListQuery {
  @TextQuery('Part of a title, any case')
  q = '';

  @WholeNumberQuery({ default: 1 })
  page = 1;

  @LimitQuery(gameSearchPageSize, 'Games')
  limit: number = gameSearchPageSize;
}
