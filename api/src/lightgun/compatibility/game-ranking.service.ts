import { Injectable } from '@nestjs/common';
import type { AppliedSetup, Game, GameSort, RankedGame } from '@site/contracts';
import { DataSource } from 'typeorm';
import { CompatibilityReportEntity } from './entities/compatibility-report.entity.js';
import { rankGames, standingsByGame, type SetupReportRow } from './game-ranking.js';
import { toSetupOption } from './report-response.js';
import { notHidden } from './report-visibility.js';
import { resolveSetupQuery, type ChosenSetup, type SetupQuery } from './setup-filter.js';
import { SetupOptionsService } from './setup-options.service.js';

/** Game lists ranked by a setup (issue 32: they rank, never narrow) and the setup's figures. */
@Injectable()
export class GameRankingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly setupOptions: SetupOptionsService,
  ) {}

  /** The setup a list's query names (400 naming a part that names no option), or null. */
  setupOf(query: SetupQuery): Promise<ChosenSetup | null> {
    return resolveSetupQuery(this.dataSource.manager, query);
  }

  /** The visible reports matching every part of `setup` chosen, of the games in `gameIds` when given (one statement). */
  reports(setup: ChosenSetup, gameIds?: readonly number[]): Promise<SetupReportRow[]> {
    if (gameIds?.length === 0) return Promise.resolve([]);
    const query = this.dataSource.manager
      .createQueryBuilder(CompatibilityReportEntity, 'report')
      .select(['report.id', 'report.gameId', 'report.reporterId', 'report.rating', 'report.filedAt'])
      .where(notHidden('report'));
    if (setup.gun) query.andWhere('report.gunId = :gunId', { gunId: setup.gun.id });
    if (setup.display) query.andWhere('report.displayId = :displayId', { displayId: setup.display.id });
    if (setup.playMode) query.andWhere('report.playModeId = :playModeId', { playModeId: setup.playMode.id });
    if (gameIds) query.andWhere('report.gameId = ANY(:gameIds)', { gameIds });
    return query.getMany();
  }

  /** `games`, given by title, ordered by `sort` and, with a setup, ranked in its groups (rankGames). */
  async rank(
    games: Game[],
    sort: GameSort,
    setup: ChosenSetup | null,
  ): Promise<{ games: RankedGame[]; setup: AppliedSetup | null }> {
    if (!setup) return { games: rankGames(games, sort, null).games, setup: null };
    const chosen = [setup.gun, setup.display, setup.playMode].flatMap((option) => (option ? [option] : []));
    const [rows, counts] = await Promise.all([
      this.reports(
        setup,
        games.map((game) => game.id),
      ),
      this.setupOptions.counts(
        undefined,
        chosen.map((option) => option.id),
      ),
    ]);
    const ranked = rankGames(games, sort, standingsByGame(rows, new Date()));
    const shown = (option: ChosenSetup[keyof ChosenSetup]) => option && toSetupOption(option, counts);
    return {
      games: ranked.games,
      setup: {
        gun: shown(setup.gun),
        display: shown(setup.display),
        play_mode: shown(setup.playMode),
        counts: ranked.counts,
      },
    };
  }
}
