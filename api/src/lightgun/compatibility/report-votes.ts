import { ForbiddenException, Injectable } from '@nestjs/common';
import type { ReportHelpfulness } from '@site/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { User } from '../../users/index.js';
import { CompatibilityReportEntity } from './entities/compatibility-report.entity.js';
import { reportNotFound } from './report-locks.js';
import { reportsVisibleTo } from './report-visibility.js';

/** The ids among `reportIds` that `viewer` marked helpful; none when anonymous. */
export async function markedHelpfulBy(
  manager: EntityManager,
  viewer: User | undefined,
  reportIds: readonly number[],
): Promise<ReadonlySet<number>> {
  if (!viewer || reportIds.length === 0) return new Set();
  const rows = await manager.query<Array<{ report_id: number }>>(
    `SELECT report_id FROM compatibility_report_votes WHERE user_id = $1 AND report_id = ANY($2)`,
    [viewer.id, reportIds],
  );
  return new Set(rows.map((row) => row.report_id));
}

/**
 * Members mark reports helpful: once each (the votes' primary key), never their own, only a report they may see. The
 * report's row is locked while its mark changes; `helpful_count` follows in the same transaction (the marks' triggers).
 */
@Injectable()
export class ReportVotesService {
  constructor(private readonly dataSource: DataSource) {}

  mark(reportId: number, member: User): Promise<ReportHelpfulness> {
    return this.change(reportId, member, (manager) =>
      manager.query(
        `INSERT INTO compatibility_report_votes (report_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
        [reportId, member.id],
      ),
    );
  }

  unmark(reportId: number, member: User): Promise<ReportHelpfulness> {
    return this.change(reportId, member, (manager) =>
      manager.query(`DELETE FROM compatibility_report_votes WHERE report_id = $1 AND user_id = $2`, [
        reportId,
        member.id,
      ]),
    );
  }

  private change(
    reportId: number,
    member: User,
    apply: (manager: EntityManager) => Promise<unknown>,
  ): Promise<ReportHelpfulness> {
    return this.dataSource.transaction(async (manager) => {
      const visible = reportsVisibleTo(member, 'report');
      const report = await manager
        .createQueryBuilder(CompatibilityReportEntity, 'report')
        .setLock('pessimistic_write')
        .where('report.id = :reportId', { reportId })
        .andWhere(visible.where, visible.params)
        .getOne();
      if (!report) throw reportNotFound();
      if (report.authorId === member.id) throw new ForbiddenException('You cannot mark your own report helpful');
      await apply(manager);
      // Counted by the marks' triggers (migration 1796100110000), in this transaction.
      const [counted] = await manager.query<Array<{ helpful_count: number }>>(
        `SELECT helpful_count FROM compatibility_reports WHERE id = $1`,
        [reportId],
      );
      const marked = await markedHelpfulBy(manager, member, [reportId]);
      return { report_id: reportId, helpful_count: counted.helpful_count, marked_helpful: marked.has(reportId) };
    });
  }
}
