import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DiscussedGame, Game, GameSearchPage } from '@site/contracts';
import { In, type Repository } from 'typeorm';
import { containsText } from '../database/contains-text.js';
import { readSitemapPages, type SitemapPages, type SitemapPlacement } from '../database/sitemap-pages.js';
import { pgErrorCode, uniqueViolation } from '../database/pg-errors.js';
import { pageBounds, paginationOf } from '../http/pagination-query.js';
import type { GameSearchQuery } from './compatibility/dto/compatibility.query.js';
import { CompatibilityReportEntity } from './compatibility/entities/compatibility-report.entity.js';
import { ReportNotices } from './compatibility/report-notices.js';
import { GameRankingService } from './compatibility/game-ranking.service.js';
import type { GameInput, GameUpdateInput } from './dto/game.input.js';
import { GameEntity } from './entities/game.entity.js';
import type { PlatformEntity } from './entities/platform.entity.js';
import type { GameArt } from './game-artwork.js';
import { coverPath, toGameResponse } from './game-response.js';
import { PlatformsService } from './platforms.service.js';

const notFound = () => new NotFoundException('Game not found');
const unprocessable = (field: string, msg: string) =>
  new UnprocessableEntityException({ detail: [{ loc: ['body', field], msg }] });

@Injectable()
export class GamesService {
  constructor(
    @InjectRepository(GameEntity) private readonly games: Repository<GameEntity>,
    private readonly platforms: PlatformsService,
    private readonly ranking: GameRankingService,
    private readonly reportNotices: ReportNotices,
  ) {}

  count(): Promise<number> {
    return this.games.count();
  }

  /** The games of these ids as a forum thread's card shows them, read in one statement. */
  async discussedGames(ids: number[]): Promise<Map<number, DiscussedGame>> {
    if (ids.length === 0) return new Map();
    const games = await this.games.find({ where: { id: In([...new Set(ids)]) }, relations: { platform: true } });
    return new Map(
      games.map((game) => [
        game.id,
        {
          id: game.id,
          title: game.title,
          platform: game.platform.name,
          boxart: game.boxArtUrl || coverPath(game.id),
          tier: game.compatibilityTier,
        },
      ]),
    );
  }

  /** The game with its platform, or null: also the page server's read. */
  findWithPlatform(id: number): Promise<GameEntity | null> {
    return this.games.findOne({ where: { id }, relations: { platform: true } });
  }

  /** Every game's page for the sitemap, placed in its files (one statement). */
  sitemapPages(placement: SitemapPlacement): Promise<SitemapPages> {
    return readSitemapPages(this.games.manager, `SELECT id, updated_at AS lastmod FROM games`, placement);
  }

  private async find(id: number): Promise<GameEntity> {
    const game = await this.findWithPlatform(id);
    if (!game) throw notFound();
    return game;
  }

  async get(id: number): Promise<Game> {
    return toGameResponse(await this.find(id));
  }

  /**
   * The catalogue across platforms, narrowed by `q` (part of a title, any case) alone: by title (then id), or by tier;
   * with a setup, ranked in its groups. Ranked lists are ordered in TypeScript over the whole match (a catalogue of a
   * few hundred games), in three statements; a plain title order pages in SQL.
   */
  async search(query: GameSearchQuery): Promise<GameSearchPage> {
    const setup = await this.ranking.setupOf(query);
    const { limit, offset } = pageBounds(query.page, query.limit);
    const games = this.games.createQueryBuilder('game').innerJoinAndSelect('game.platform', 'platform');
    if (query.q) games.where(containsText(['game.title'], 'q'), { q: query.q });
    games.orderBy('lower(game.title)').addOrderBy('game.id');
    if (!setup && query.sort === 'title') {
      const [rows, total] = await games.offset(offset).limit(limit).getManyAndCount();
      return { games: rows.map(toGameResponse), pagination: paginationOf(query.page, limit, total), setup: null };
    }
    const all = (await games.getMany()).map(toGameResponse);
    const ranked = await this.ranking.rank(all, query.sort, setup);
    return {
      games: ranked.games.slice(offset, offset + limit),
      pagination: paginationOf(query.page, limit, all.length),
      setup: ranked.setup,
    };
  }

  /** What the generated cover and screenshots are drawn from. */
  async artwork(id: number): Promise<GameArt> {
    const game = await this.find(id);
    return { title: game.title, platform: game.platform.name, color: game.platform.color, year: game.releaseYear };
  }

  async create(input: GameInput): Promise<Game> {
    const platform = await this.platformOf(input);
    if (!platform) throw unprocessable('platform', 'Platform is required (its name in platform, or platform_id)');
    const game = this.games.create({
      releaseYear: null,
      releaseDate: '',
      developer: '',
      publisher: '',
      genre: [],
      description: '',
      boxArtUrl: '',
      screenshots: [],
      gameplayVideos: [],
      compatibilityTier: null,
    });
    this.moveTo(game, platform);
    this.apply(game, input);
    return toGameResponse(await this.save(game));
  }

  /** Fields left out keep their value. */
  async update(id: number, input: GameUpdateInput): Promise<Game> {
    const game = await this.find(id);
    const platform = await this.platformOf(input);
    if (platform) this.moveTo(game, platform);
    this.apply(game, input);
    return toGameResponse(await this.save(game));
  }

  /** Its reports go with it (ON DELETE CASCADE), and so do the notifications about them. */
  async remove(id: number): Promise<void> {
    await this.games.manager.transaction(async (manager) => {
      const reports = await manager.find(CompatibilityReportEntity, { select: { id: true }, where: { gameId: id } });
      const result = await manager.delete(GameEntity, { id });
      if (!result.affected) throw notFound();
      await this.reportNotices.deleted(
        manager,
        reports.map((report) => report.id),
      );
    });
  }

  /** The platform named by `platform` (case-insensitive) or `platform_id`; null if neither was sent. */
  private async platformOf(input: GameUpdateInput): Promise<PlatformEntity | null> {
    const byName = input.platform === undefined ? null : await this.platforms.findByName(input.platform);
    if (input.platform !== undefined && !byName) throw unprocessable('platform', `Unknown platform: ${input.platform}`);
    const byId = input.platform_id === undefined ? null : await this.platforms.findById(input.platform_id);
    if (input.platform_id !== undefined && !byId)
      throw unprocessable('platform_id', `No platform has the id ${input.platform_id}`);
    if (byName && byId && byName.id !== byId.id)
      throw unprocessable('platform_id', 'platform and platform_id name different platforms');
    return byName ?? byId;
  }

  private moveTo(game: GameEntity, platform: PlatformEntity) {
    game.platform = platform;
    game.platformId = platform.id;
  }

  private apply(game: GameEntity, input: GameUpdateInput) {
    if (input.title !== undefined) game.title = input.title;
    if (input.genre !== undefined) game.genre = input.genre;
    if (input.release_year !== undefined) game.releaseYear = input.release_year;
    if (input.release_date !== undefined) game.releaseDate = input.release_date;
    if (input.developer !== undefined) game.developer = input.developer;
    if (input.publisher !== undefined) game.publisher = input.publisher;
    if (input.description !== undefined) game.description = input.description;
    if (input.box_art_url !== undefined) game.boxArtUrl = input.box_art_url;
    if (input.screenshots !== undefined) game.screenshots = input.screenshots;
    if (input.gameplay_videos !== undefined) game.gameplayVideos = input.gameplay_videos;
  }

  private async save(game: GameEntity): Promise<GameEntity> {
    try {
      return await this.games.save(game);
    } catch (error) {
      if (pgErrorCode(error) === uniqueViolation) {
        throw new ConflictException(`${game.platform.name} already has a game titled ${game.title}`);
      }
      throw error;
    }
  }
}
