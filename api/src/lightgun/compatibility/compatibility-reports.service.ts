import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  CompatibilityCell,
  CompatibilityRating,
  CompatibilityReport,
  CompatibilityReportPage,
  CompatibilitySummary,
} from '@site/contracts';
import { maxPageSize } from '@site/domain';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { pageBounds, paginationOf } from '../../http/pagination-query.js';
import { MarkdownCooker } from '../../markdown/markdown-cooker.js';
import { type User, UsersService } from '../../users/index.js';
import { GameEntity } from '../entities/game.entity.js';
import { betterRating, tierOf } from './compatibility-tier.js';
import type { HideReportInput, ReportInput } from './dto/report.input.js';
import { CompatibilityReportEntity } from './entities/compatibility-report.entity.js';
import { hiddenReasonOfNew, keepHideOfDeleted } from './report-holds.js';
import { mayModerateReports, notHidden, reportsVisibleTo } from './report-visibility.js';
import { toReport, toSetupOption } from './report-response.js';
import { partsOf, SetupOptionsService } from './setup-options.service.js';

const reportNotFound = () => new NotFoundException('Report not found');
const gameNotFound = () => new NotFoundException('Game not found');
const latestReports = 5;

export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * Compatibility reports. Every change locks the game's row first and recomputes its tier in the
 * same transaction, so the stored tier always matches the committed reports.
 */
@Injectable()
export class CompatibilityReportsService {
  constructor(
    @InjectRepository(CompatibilityReportEntity) private readonly reports: Repository<CompatibilityReportEntity>,
    private readonly users: UsersService,
    private readonly options: SetupOptionsService,
    private readonly dataSource: DataSource,
    private readonly cooker: MarkdownCooker,
  ) {}

  /** The caller's report for this game and setup, created (`created`) or updated in place. */
  async file(
    gameId: number,
    input: ReportInput,
    author: User,
  ): Promise<{ report: CompatibilityReport; created: boolean }> {
    // Rendered before the game's row is locked: no lock waits on a text's rendering.
    const { html: notesHtml } = await this.cooker.cook('notes', input.notes);
    const { id, created } = await this.dataSource.transaction(async (manager) => {
      await lockGame(manager, gameId);
      await this.options.assertBodyParts(partsOf(input));
      const setup = {
        gameId,
        authorId: author.id,
        gunId: input.gun_id,
        displayId: input.display_id,
        playModeId: input.play_mode_id,
      };
      const fields = {
        rating: input.rating,
        recoilWorks: input.recoil_works,
        offscreenReloadWorks: input.offscreen_reload_works,
        twoPlayersWork: input.two_players_work,
        notes: input.notes,
        notesHtml,
      };
      // A hidden report stays hidden when its author files it again; a new one may start hidden (report-holds.ts).
      const existing = await manager.findOneBy(CompatibilityReportEntity, setup);
      if (existing)
        await manager.update(
          CompatibilityReportEntity,
          { id: existing.id },
          { ...fields, filedAt: () => 'clock_timestamp()' },
        );
      const saved =
        existing ??
        (await manager.save(
          manager.create(CompatibilityReportEntity, {
            ...setup,
            ...fields,
            reporterId: author.id,
            hiddenReason: await hiddenReasonOfNew(manager, setup),
          }),
        ));
      await refreshTier(manager, gameId);
      return { id: saved.id, created: !existing };
    });
    return { report: await this.read(id, author), created };
  }

  /** Its author, a moderator or an admin; a hide outlives its author's delete, not a moderator's. */
  async remove(id: number, user: User): Promise<void> {
    await this.change(id, async (manager, report) => {
      if (!mayModerateReports(user) && report.authorId !== user.id)
        throw new ForbiddenException('Only the author, a moderator or an admin may delete this report');
      if (report.authorId === user.id) await keepHideOfDeleted(manager, report);
      await manager.delete(CompatibilityReportEntity, { id });
    });
  }

  /** Moderators and admins (the route checks the role); hiding a hidden report replaces its reason. */
  async hide(id: number, input: HideReportInput, moderator: User): Promise<CompatibilityReport> {
    await this.change(id, (manager) =>
      manager.update(CompatibilityReportEntity, { id }, { hiddenReason: input.reason }),
    );
    return this.read(id, moderator);
  }

  async unhide(id: number, moderator: User): Promise<CompatibilityReport> {
    await this.change(id, (manager) => manager.update(CompatibilityReportEntity, { id }, { hiddenReason: null }));
    return this.read(id, moderator);
  }

  /**
   * The report, read again once its game is locked (so one deleted meanwhile is a 404), changed, then the tier
   * recomputed.
   */
  private async change(
    id: number,
    apply: (manager: EntityManager, report: CompatibilityReportEntity) => Promise<unknown>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const unlocked = await manager.findOneBy(CompatibilityReportEntity, { id });
      if (!unlocked) throw reportNotFound();
      await lockGame(manager, unlocked.gameId);
      const report = await manager.findOneBy(CompatibilityReportEntity, { id });
      if (!report) throw reportNotFound();
      await apply(manager, report);
      await refreshTier(manager, report.gameId);
    });
  }

  /** A game's reports that `viewer` may see, newest first. */
  async gamePage(gameId: number, request: PageRequest, viewer: User | undefined): Promise<CompatibilityReportPage> {
    if (!(await this.dataSource.getRepository(GameEntity).existsBy({ id: gameId }))) throw gameNotFound();
    return this.page({ where: 'report.gameId = :gameId', params: { gameId } }, request, viewer);
  }

  /**
   * A member's reports that `viewer` may see, newest first; the username in any case, NFKC as registration stores it.
   */
  async memberPage(username: string, request: PageRequest, viewer: User | undefined): Promise<CompatibilityReportPage> {
    const member = await this.users.findMember(username);
    if (!member) throw new NotFoundException('Member not found');
    return this.page({ where: 'report.authorId = :authorId', params: { authorId: member.id } }, request, viewer);
  }

  /** A game's tier, gun x display matrix and latest reports, from its visible reports. */
  async summary(gameId: number, viewer: User | undefined): Promise<CompatibilitySummary> {
    const { tier, cells } = await this.standing(gameId);
    const [latest, mine] = await Promise.all([
      this.page({ where: 'report.gameId = :gameId', params: { gameId } }, { page: 1, limit: latestReports }, viewer),
      viewer
        ? this.page(
            {
              where: 'report.gameId = :gameId AND report.authorId = :authorId',
              params: { gameId, authorId: viewer.id },
            },
            { page: 1, limit: maxPageSize },
            viewer,
          )
        : undefined,
    ]);
    const optionIds = [...new Set(cells.flatMap((cell) => [cell.gun_id, cell.display_id]))];
    const [options, counts] = await Promise.all([
      this.options.byIds(optionIds),
      this.options.counts(viewer, optionIds),
    ]);
    const ofKind = (kind: 'gun' | 'display') =>
      options.filter((option) => option.kind === kind).map((option) => toSetupOption(option, counts));
    return {
      game_id: gameId,
      tier,
      report_count: cells.reduce((sum, cell) => sum + cell.report_count, 0),
      guns: ofKind('gun'),
      displays: ofKind('display'),
      matrix: cells,
      latest_reports: latest.reports,
      my_reports: mine?.reports ?? [],
    };
  }

  /**
   * The game's stored tier and one cell per gun and display its visible reports use (their number
   * and best rating), read in one statement so the two agree however reports change meanwhile.
   */
  private async standing(gameId: number): Promise<{ tier: CompatibilityRating | null; cells: CompatibilityCell[] }> {
    // Without a visible report: one row, its cell columns null.
    const rows = await this.dataSource.query<
      Array<{
        tier: CompatibilityRating | null;
        gun_id: number | null;
        display_id: number;
        rating: CompatibilityRating;
        count: number;
      }>
    >(
      `SELECT game.compatibility_tier AS tier, cell.* FROM games game
       LEFT JOIN LATERAL (
         SELECT gun_id, display_id, rating, count(*)::int AS count FROM compatibility_reports report
         WHERE report.game_id = game.id AND ${notHidden('report')} GROUP BY gun_id, display_id, rating
       ) cell ON TRUE
       WHERE game.id = $1 ORDER BY cell.gun_id, cell.display_id`,
      [gameId],
    );
    if (rows.length === 0) throw gameNotFound();
    const cells = new Map<string, CompatibilityCell>();
    for (const row of rows) {
      if (row.gun_id === null) continue;
      const key = `${row.gun_id}:${row.display_id}`;
      const cell = cells.get(key);
      if (cell) {
        cell.report_count += row.count;
        cell.best_rating = betterRating(cell.best_rating, row.rating);
      } else
        cells.set(key, {
          gun_id: row.gun_id,
          display_id: row.display_id,
          report_count: row.count,
          best_rating: row.rating,
        });
    }
    return { tier: rows[0].tier, cells: [...cells.values()] };
  }

  private async read(id: number, viewer: User): Promise<CompatibilityReport> {
    const { reports } = await this.page({ where: 'report.id = :id', params: { id } }, { page: 1, limit: 1 }, viewer);
    if (!reports[0]) throw reportNotFound();
    return reports[0];
  }

  /** The reports matching `scope` that `viewer` may see, newest first, a page at a time. */
  private async page(
    scope: { where: string; params: Record<string, unknown> },
    request: PageRequest,
    viewer: User | undefined,
  ): Promise<CompatibilityReportPage> {
    const { limit, offset } = pageBounds(request.page, request.limit);
    const visible = reportsVisibleTo(viewer, 'report');
    const query = this.reports
      .createQueryBuilder('report')
      .innerJoinAndSelect('report.game', 'game')
      .innerJoinAndSelect('game.platform', 'platform')
      .leftJoinAndSelect('report.author', 'author')
      .innerJoinAndSelect('report.gun', 'gun')
      .innerJoinAndSelect('report.display', 'display')
      .innerJoinAndSelect('report.playMode', 'playMode')
      .where(scope.where, scope.params)
      .andWhere(visible.where, visible.params);
    const [rows, total] = await Promise.all([
      query
        .clone()
        .orderBy('report.createdAt', 'DESC')
        .addOrderBy('report.id', 'DESC')
        .offset(offset)
        .limit(limit)
        .getMany(),
      query.clone().getCount(),
    ]);
    const counts = await this.options.counts(viewer, [
      ...new Set(rows.flatMap((row) => [row.gunId, row.displayId, row.playModeId])),
    ]);
    return { reports: rows.map((row) => toReport(row, counts)), pagination: paginationOf(request.page, limit, total) };
  }
}

/** Locks the game's row for the rest of the transaction: one game's report changes take turns. */
async function lockGame(manager: EntityManager, id: number): Promise<void> {
  const game = await manager
    .getRepository(GameEntity)
    .createQueryBuilder('game')
    .setLock('pessimistic_write')
    .where('game.id = :id', { id })
    .getOne();
  if (!game) throw gameNotFound();
}

/**
 * The game's tier, stored on the game: from each reporter's most recent visible report, so filing
 * under several setups gives a member one voice, not one per setup.
 */
async function refreshTier(manager: EntityManager, gameId: number): Promise<void> {
  const rows = await manager.query<Array<{ rating: CompatibilityRating; count: number }>>(
    `SELECT rating, count(*)::int AS count FROM (
       SELECT DISTINCT ON (report.reporter_id) report.rating FROM compatibility_reports report
       WHERE report.game_id = $1 AND ${notHidden('report')} ORDER BY report.reporter_id, report.filed_at DESC, report.id DESC
     ) counted GROUP BY rating`,
    [gameId],
  );
  const tier = tierOf(Object.fromEntries(rows.map((row) => [row.rating, row.count])));
  await manager.query(`UPDATE games SET compatibility_tier = $2 WHERE id = $1`, [gameId, tier]);
}
