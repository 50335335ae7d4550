import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  CompatibilityCell,
  CompatibilityRating,
  CompatibilityReport,
  CompatibilityReportPage,
  CompatibilityStanding,
  CompatibilitySummary,
  ReportSort,
} from '@site/contracts';
import { compatibilityRatings, maxPageSize, noStanding } from '@site/domain';
import { DataSource, type Repository } from 'typeorm';
import { pageBounds, paginationOf } from '../../http/pagination-query.js';
import { type User, UsersService } from '../../users/index.js';
import { GameEntity } from '../entities/game.entity.js';
import type { HideReportInput } from './dto/report.input.js';
import { CompatibilityReportEntity } from './entities/compatibility-report.entity.js';
import { keepHideOfDeleted } from './report-holds.js';
import { markedHelpfulBy } from './report-votes.js';
import { ReportNotices } from './report-notices.js';
import { changeReport, gameNotFound, reportNotFound } from './report-locks.js';
import { mayModerateReports, notHidden, reportsVisibleTo } from './report-visibility.js';
import { toReport, toSetupOption } from './report-response.js';
import { SetupOptionsService } from './setup-options.service.js';

const latestReports = 5;

/** The better of two ratings: a matrix cell shows its best. */
const betterRating = (a: CompatibilityRating, b: CompatibilityRating) =>
  compatibilityRatings.indexOf(a) <= compatibilityRatings.indexOf(b) ? a : b;

export interface PageRequest {
  page: number;
  limit: number;
  sort?: ReportSort;
}

/** Most helpful first, then most recently filed; or most recently filed first. */
const orders: Record<ReportSort, Array<[string, 'DESC']>> = {
  helpful: [
    ['report.helpfulCount', 'DESC'],
    ['report.filedAt', 'DESC'],
    ['report.id', 'DESC'],
  ],
  recent: [
    ['report.filedAt', 'DESC'],
    ['report.id', 'DESC'],
  ],
};

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
    private readonly notices: ReportNotices,
  ) {}

  /** Its author, a moderator or an admin; a hide outlives its author's delete, not a moderator's. */
  async remove(id: number, user: User): Promise<void> {
    await changeReport(this.dataSource, id, async (manager, report) => {
      if (!mayModerateReports(user) && report.authorId !== user.id)
        throw new ForbiddenException('Only the author, a moderator or an admin may delete this report');
      if (report.authorId === user.id) await keepHideOfDeleted(manager, report);
      await manager.delete(CompatibilityReportEntity, { id });
      await this.notices.deleted(manager, id);
    });
  }

  /**
   * Moderators and admins (the route checks the role); hiding a hidden report replaces its reason. Its author is told
   * (report_hidden, with the reason).
   */
  async hide(id: number, input: HideReportInput, moderator: User): Promise<CompatibilityReport> {
    await changeReport(this.dataSource, id, async (manager, report) => {
      await manager.update(CompatibilityReportEntity, { id }, { hiddenReason: input.reason });
      await this.notices.hidden(manager, report, input.reason, moderator.id);
    });
    return this.read(id, moderator);
  }

  /** Its author is told when a hidden report is shown again (report_shown). */
  async unhide(id: number, moderator: User): Promise<CompatibilityReport> {
    await changeReport(this.dataSource, id, async (manager, report) => {
      await manager.update(CompatibilityReportEntity, { id }, { hiddenReason: null });
      await this.notices.shown(manager, report, moderator.id);
    });
    return this.read(id, moderator);
  }

  /** A game's reports that `viewer` may see, in the order asked (most recently filed first by default). */
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

  /** A game's standing (as stored), gun x display matrix and latest reports, from its visible reports. */
  async summary(gameId: number, viewer: User | undefined): Promise<CompatibilitySummary> {
    const { standing, cells } = await this.standing(gameId);
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
      tier: standing.tier,
      report_count: standing.report_count,
      standing,
      guns: ofKind('gun'),
      displays: ofKind('display'),
      matrix: cells,
      latest_reports: latest.reports,
      my_reports: mine?.reports ?? [],
    };
  }

  /**
   * The game's stored standing and one cell per gun and display its visible reports use (their number
   * and best rating), read in one statement so the two agree however reports change meanwhile.
   */
  private async standing(gameId: number): Promise<{ standing: CompatibilityStanding; cells: CompatibilityCell[] }> {
    // Without a visible report: one row, its cell columns null.
    const rows = await this.dataSource.query<
      Array<{
        standing: CompatibilityStanding | null;
        gun_id: number | null;
        display_id: number;
        rating: CompatibilityRating;
        count: number;
      }>
    >(
      `SELECT game.compatibility AS standing, cell.* FROM games game
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
    return { standing: rows[0].standing ?? noStanding, cells: [...cells.values()] };
  }

  /** The report as `viewer` sees it; 404 when they may not. */
  async read(id: number, viewer: User | undefined): Promise<CompatibilityReport> {
    const { reports } = await this.page({ where: 'report.id = :id', params: { id } }, { page: 1, limit: 1 }, viewer);
    if (!reports[0]) throw reportNotFound();
    return reports[0];
  }

  /** The reports matching `scope` that `viewer` may see, in `request`'s order, a page at a time. */
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
      orders[request.sort ?? 'recent']
        .reduce((ordered, [column, direction]) => ordered.addOrderBy(column, direction), query.clone())
        .offset(offset)
        .limit(limit)
        .getMany(),
      query.clone().getCount(),
    ]);
    const [counts, marked] = await Promise.all([
      this.options.counts(viewer, [...new Set(rows.flatMap((row) => [row.gunId, row.displayId, row.playModeId]))]),
      markedHelpfulBy(
        this.dataSource.manager,
        viewer,
        rows.map((row) => row.id),
      ),
    ]);
    const now = new Date();
    return {
      reports: rows.map((row) => toReport(row, counts, marked, now)),
      pagination: paginationOf(request.page, limit, total),
    };
  }
}
