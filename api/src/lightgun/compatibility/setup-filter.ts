import type { SetupFilter } from '@site/contracts';
import type { SelectQueryBuilder } from 'typeorm';
import type { GameEntity } from '../entities/game.entity.js';
import { workingRatings } from './compatibility-tier.js';
import { notHidden } from './report-visibility.js';

const columns = ['gun_id', 'display_id', 'play_mode_id'] as const;

/**
 * Narrows a games query (alias `game`) to the games with one visible Playable-or-better report
 * matching every part of `filter` given; no part given, no narrowing.
 */
export function whereWorksWith(
  query: SelectQueryBuilder<GameEntity>,
  filter: SetupFilter,
): SelectQueryBuilder<GameEntity> {
  const given = columns.filter((column) => filter[column] !== undefined);
  if (given.length === 0) return query;
  const matches = given.map((column) => `report.${column} = :filter_${column}`);
  return query.andWhere(
    `EXISTS (SELECT 1 FROM compatibility_reports report WHERE report.game_id = game.id AND ${notHidden('report')} AND report.rating IN (:...workingRatings) AND ${matches.join(' AND ')})`,
    { workingRatings, ...Object.fromEntries(given.map((column) => [`filter_${column}`, filter[column]])) },
  );
}
