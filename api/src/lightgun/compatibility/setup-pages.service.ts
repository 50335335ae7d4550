import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SetupLinks, SetupOptionKind, SetupPage } from '@site/contracts';
import { compareStandings, noStanding } from '@site/domain';
import { In, type Repository } from 'typeorm';
import {
  readSitemapPages,
  type SitemapPage,
  type SitemapPages,
  type SitemapPlacement,
} from '../../database/sitemap-pages.js';
import { GameEntity } from '../entities/game.entity.js';
import { toGameResponse } from '../game-response.js';
import { SetupOptionEntity } from './entities/setup-option.entity.js';
import { GameRankingService } from './game-ranking.service.js';
import { standingsByGame } from './game-ranking.js';
import { toSetupOption } from './report-response.js';
import { notHidden } from './report-visibility.js';
import type { ChosenSetup } from './setup-filter.js';
import { SetupOptionsService } from './setup-options.service.js';

/** What a setup page's address names: the slugs of a gun, a display and, optionally, a way of playing. */
export interface SetupAddress {
  gun: string;
  display: string;
  play?: string | null;
}

/** A setup page in the sitemap: its gun's and display's slugs. */
export type SetupSitemapPage = SitemapPage & { gun: string; display: string };

/** A setup page's options: a gun and a display, and a way of playing or null. */
interface PageSetup extends ChosenSetup {
  gun: SetupOptionEntity;
  display: SetupOptionEntity;
}

// The visible reports of each gun and display pair, with their options' slugs and names.
const pairsSql = `
  FROM compatibility_reports report
  JOIN setup_options gun ON gun.id = report.gun_id
  JOIN setup_options display ON display.id = report.display_id
  WHERE ${notHidden('report')}
  GROUP BY gun.id, display.id`;

/** The setup pages (issue 32): the best games for a gun and display, and optionally a way of playing. */
@Injectable()
export class SetupPagesService {
  constructor(
    @InjectRepository(SetupOptionEntity) private readonly options: Repository<SetupOptionEntity>,
    @InjectRepository(GameEntity) private readonly games: Repository<GameEntity>,
    private readonly ranking: GameRankingService,
    private readonly setupOptions: SetupOptionsService,
  ) {}

  /** The options of the address (slugs, any case) in one statement, or the message naming the first unknown one. */
  private async setupAt(address: SetupAddress): Promise<PageSetup | { unknown: string }> {
    const asked: Array<[SetupOptionKind, string | null | undefined]> = [
      ['gun', address.gun],
      ['display', address.display],
      ['play-mode', address.play],
    ];
    const found = await this.options.find({
      where: asked.flatMap(([kind, slug]) => (slug ? [{ kind, slug: slug.toLowerCase() }] : [])),
    });
    const optionOf = (kind: SetupOptionKind, slug: string) =>
      found.find((option) => option.kind === kind && option.slug === slug.toLowerCase());
    const gun = optionOf('gun', address.gun);
    if (!gun) return { unknown: `No such gun: ${address.gun}` };
    const display = optionOf('display', address.display);
    if (!display) return { unknown: `No such display: ${address.display}` };
    const playMode = address.play ? optionOf('play-mode', address.play) : null;
    if (playMode === undefined) return { unknown: `No such way of playing: ${address.play}` };
    return { gun, display, playMode };
  }

  /** The setup page, or null when its address names an option that does not exist: the page server's read. */
  async find(address: SetupAddress): Promise<SetupPage | null> {
    const setup = await this.setupAt(address);
    return 'unknown' in setup ? null : this.pageOf(setup);
  }

  /** GET /api/lightgun/setups/{gun}/{display}?play=: 404 naming the first part that names no option. */
  async page(address: SetupAddress): Promise<SetupPage> {
    const setup = await this.setupAt(address);
    if ('unknown' in setup) throw new NotFoundException(setup.unknown);
    return this.pageOf(setup);
  }

  /**
   * The games with visible reports matching the setup, best first (`compareStandings` on each one's standing from
   * these reports alone), then by title: four statements.
   */
  private async pageOf(setup: PageSetup): Promise<SetupPage> {
    const chosen = [setup.gun, setup.display, setup.playMode].flatMap((option) => (option ? [option] : []));
    const [rows, counts] = await Promise.all([
      this.ranking.reports(setup),
      this.setupOptions.counts(
        undefined,
        chosen.map((option) => option.id),
      ),
    ]);
    const standings = standingsByGame(rows, new Date());
    const games = standings.size
      ? await this.games
          .createQueryBuilder('game')
          .innerJoinAndSelect('game.platform', 'platform')
          .where({ id: In([...standings.keys()]) })
          .orderBy('lower(game.title)')
          .addOrderBy('game.id')
          .getMany()
      : [];
    // Sorting is stable: games that stand level keep their title order.
    const ranked = games
      .map((game) => ({ game: toGameResponse(game), standing: standings.get(game.id) ?? noStanding }))
      .sort((a, b) => compareStandings(a.standing, b.standing));
    const shown = (option: SetupOptionEntity) => toSetupOption(option, counts);
    return {
      gun: shown(setup.gun),
      display: shown(setup.display),
      play_mode: setup.playMode && shown(setup.playMode),
      games: ranked,
    };
  }

  /** GET /api/lightgun/setups: every gun and display pair with visible reports, most reported first. */
  async links(): Promise<SetupLinks> {
    const rows = await this.options.manager.query<
      Array<{
        gun_id: number;
        gun_slug: string;
        gun_name: string;
        display_id: number;
        display_slug: string;
        display_name: string;
        game_count: number;
        member_count: number;
      }>
    >(
      `SELECT gun.id AS gun_id, gun.slug AS gun_slug, gun.name AS gun_name,
              display.id AS display_id, display.slug AS display_slug, display.name AS display_name,
              count(DISTINCT report.game_id)::int AS game_count, count(DISTINCT report.reporter_id)::int AS member_count
       ${pairsSql}
       ORDER BY count(*) DESC, count(DISTINCT report.reporter_id) DESC, lower(gun.name), lower(display.name)`,
    );
    return {
      setups: rows.map((row) => ({
        gun: { id: row.gun_id, slug: row.gun_slug, name: row.gun_name },
        display: { id: row.display_id, slug: row.display_slug, name: row.display_name },
        game_count: row.game_count,
        member_count: row.member_count,
      })),
    };
  }

  /**
   * The gun and display pages with visible reports for the sitemap, placed in its files (one statement): a page
   * changed when its newest report was filed. Their id orders them by gun, then display.
   */
  sitemapPages(placement: SitemapPlacement): Promise<SitemapPages<SetupSitemapPage>> {
    return readSitemapPages(
      this.options.manager,
      `SELECT gun.id::bigint * 2147483648 + display.id AS id, gun.slug AS gun, display.slug AS display,
              max(report.filed_at) AS lastmod
       ${pairsSql}`,
      placement,
    );
  }
}
