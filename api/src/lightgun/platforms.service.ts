import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { LightgunStats, Platform, PlatformWithGames } from '@site/contracts';
import type { Repository } from 'typeorm';
import { foreignKeyViolation, pgErrorCode, uniqueViolation } from '../database/pg-errors.js';
import {
  readSitemapPages,
  type SitemapPage,
  type SitemapPages,
  type SitemapPlacement,
} from '../database/sitemap-pages.js';
import type { GameListQuery } from './compatibility/dto/compatibility.query.js';
import { GameRankingService } from './compatibility/game-ranking.service.js';
import type { PlatformInput, PlatformUpdateInput } from './dto/platform.input.js';
import { GameEntity } from './entities/game.entity.js';
import { defaultPlatformColor, defaultPlatformIcon, PlatformEntity } from './entities/platform.entity.js';
import { toGameResponse } from './game-response.js';
import { toPlatformResponse } from './platform-response.js';

const notFound = () => new NotFoundException('Platform not found');
const gameCount = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

@Injectable()
export class PlatformsService {
  constructor(
    @InjectRepository(PlatformEntity) private readonly platforms: Repository<PlatformEntity>,
    @InjectRepository(GameEntity) private readonly games: Repository<GameEntity>,
    private readonly ranking: GameRankingService,
  ) {}

  /** Every platform by name, each with its number of games. */
  async list(): Promise<Platform[]> {
    const [rows, counts] = await Promise.all([
      this.platforms.createQueryBuilder('platform').orderBy('lower(platform.name)').addOrderBy('platform.id').getMany(),
      this.games
        .createQueryBuilder('game')
        .select('game.platformId', 'platformId')
        .addSelect('count(*)::int', 'total')
        .groupBy('game.platformId')
        .getRawMany<{ platformId: number; total: number }>(),
    ]);
    const totals = new Map(counts.map((row) => [row.platformId, row.total]));
    return rows.map((platform) => toPlatformResponse(platform, totals.get(platform.id) ?? 0));
  }

  async stats(): Promise<LightgunStats> {
    const [totalGames, totalPlatforms] = await Promise.all([this.games.count(), this.platforms.count()]);
    return { total_games: totalGames, total_platforms: totalPlatforms };
  }

  /** Whatever the case of `name` (page addresses are typed by people). */
  findByName(name: string): Promise<PlatformEntity | null> {
    return this.platforms
      .createQueryBuilder('platform')
      .where('lower(platform.name) = lower(:name)', { name })
      .getOne();
  }

  /** The platform of this name (any case) with its number of games, or null: the page server's read. */
  async findWithGameCount(name: string): Promise<(PlatformEntity & { gameCount: number }) | null> {
    const platform = await this.findByName(name);
    return platform && { ...platform, gameCount: await this.games.countBy({ platformId: platform.id }) };
  }

  /**
   * Every platform's page for the sitemap, by name, placed in its files (one statement): a platform's
   * page lists its games, so it changed when the newest of them did.
   */
  sitemapPages(placement: SitemapPlacement): Promise<SitemapPages<SitemapPage & { name: string }>> {
    return readSitemapPages(
      this.platforms.manager,
      `SELECT p.id, p.name, GREATEST(p.updated_at, (SELECT max(g.updated_at) FROM games g WHERE g.platform_id = p.id)) AS lastmod FROM platforms p`,
      placement,
    );
  }

  findById(id: number): Promise<PlatformEntity | null> {
    return this.platforms.findOneBy({ id });
  }

  /** The platform and all its games, ordered by `list.sort`; with a setup, ranked in its groups (never narrowed). */
  async getByName(name: string, list: GameListQuery = { sort: 'title' }): Promise<PlatformWithGames> {
    const platform = await this.findByName(name);
    if (!platform) throw notFound();
    const setup = await this.ranking.setupOf(list);
    const games = await this.games
      .createQueryBuilder('game')
      .where('game.platformId = :id', { id: platform.id })
      .orderBy('lower(game.title)')
      .addOrderBy('game.id')
      .getMany();
    for (const game of games) game.platform = platform;
    const ranked = await this.ranking.rank(games.map(toGameResponse), list.sort, setup);
    return { ...toPlatformResponse(platform, games.length), ...ranked };
  }

  async create(input: PlatformInput): Promise<Platform> {
    const platform = this.platforms.create({
      name: input.name,
      manufacturer: '',
      icon: defaultPlatformIcon,
      gun: '',
      color: defaultPlatformColor,
    });
    this.apply(platform, input);
    return toPlatformResponse(await this.save(platform), 0);
  }

  /** Fields left out keep their value; a blank icon or colour takes the default. */
  async update(id: number, input: PlatformUpdateInput): Promise<Platform> {
    const platform = await this.platforms.findOneBy({ id });
    if (!platform) throw notFound();
    if (input.name !== undefined) platform.name = input.name;
    this.apply(platform, input);
    const saved = await this.save(platform);
    return toPlatformResponse(saved, await this.games.countBy({ platformId: id }));
  }

  /** Only an empty platform: its games must be deleted or moved first (409 otherwise). */
  async remove(id: number): Promise<void> {
    const platform = await this.platforms.findOneBy({ id });
    if (!platform) throw notFound();
    const games = await this.games.countBy({ platformId: id });
    if (games > 0)
      throw new ConflictException(
        `${platform.name} still has ${gameCount(games)}: delete them or move them to another platform first`,
      );
    try {
      await this.platforms.delete({ id });
    } catch (error) {
      // A game added since the count: the foreign key (ON DELETE RESTRICT) refuses.
      if (pgErrorCode(error) === foreignKeyViolation)
        throw new ConflictException(
          `${platform.name} still has games: delete them or move them to another platform first`,
        );
      throw error;
    }
  }

  private apply(platform: PlatformEntity, input: PlatformUpdateInput) {
    if (input.manufacturer !== undefined) platform.manufacturer = input.manufacturer;
    if (input.icon !== undefined) platform.icon = input.icon || defaultPlatformIcon;
    if (input.gun !== undefined) platform.gun = input.gun;
    if (input.color !== undefined) platform.color = input.color || defaultPlatformColor;
  }

  private async save(platform: PlatformEntity): Promise<PlatformEntity> {
    try {
      return await this.platforms.save(platform);
    } catch (error) {
      if (pgErrorCode(error) === uniqueViolation)
        throw new ConflictException(`A platform named ${platform.name} already exists`);
      throw error;
    }
  }
}
