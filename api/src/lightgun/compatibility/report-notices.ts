import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { mentionedUsernames } from '../../markdown/mentions.js';
import { NotificationsService } from '../../notifications/index.js';
import { UsersService } from '../../users/index.js';
import { GameEntity } from '../entities/game.entity.js';
import type { CompatibilityReportEntity } from './entities/compatibility-report.entity.js';

type Report = Pick<
  CompatibilityReportEntity,
  'id' | 'gameId' | 'authorId' | 'gunId' | 'displayId' | 'playModeId' | 'notes' | 'hiddenReason'
>;

/** Where a notification about a report opens: the game page, which shows the report followed at its anchor. */
export const reportLink = (report: Pick<Report, 'id' | 'gameId'>) =>
  `/games/${report.gameId}?report=${report.id}#report-${report.id}`;

const source = (id: number) => ({ type: 'compatibility_report' as const, id });

/**
 * What members are told about compatibility reports (issue 31), written in the transaction that changes the report.
 * A hidden report tells no one but its author: neither its mentions nor its setup's other reporters hear of it.
 */
@Injectable()
export class ReportNotices {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
  ) {}

  /** A new report: the authors of the game's other visible reports of the same setup, in one statement; mentions. */
  async filed(manager: EntityManager, report: Report, excerpt: string): Promise<void> {
    if (report.hiddenReason !== null) return;
    const title = await gameTitle(manager, report.gameId);
    await this.notifications.notifyWhere(
      {
        sql: `SELECT author_id AS user_id FROM compatibility_reports
              WHERE game_id = $1 AND gun_id = $2 AND display_id = $3 AND play_mode_id = $4
                AND hidden_reason IS NULL AND author_id IS NOT NULL AND id <> $5`,
        params: [report.gameId, report.gunId, report.displayId, report.playModeId, report.id],
      },
      {
        kind: 'setup_report',
        actorId: report.authorId,
        title,
        excerpt,
        link: reportLink(report),
        source: source(report.id),
      },
      manager,
    );
    await this.mentioned(manager, report, title, excerpt, '');
  }

  /** An edit mentions, once, only the names its notes did not mention before. */
  async edited(manager: EntityManager, report: Report, excerpt: string, notesBefore: string): Promise<void> {
    if (report.hiddenReason !== null || report.notes === notesBefore) return;
    await this.mentioned(manager, report, await gameTitle(manager, report.gameId), excerpt, notesBefore);
  }

  /** Its author hears of a hide, or of a new reason; not of a hide they made themselves (notifyWhere skips actors). */
  hidden(manager: EntityManager, report: Report, reason: string, moderatorId: number): Promise<void> {
    if (report.hiddenReason === reason) return Promise.resolve();
    return this.moderated(manager, report, 'report_hidden', moderatorId, reason);
  }

  shown(manager: EntityManager, report: Report, moderatorId: number): Promise<void> {
    if (report.hiddenReason === null) return Promise.resolve();
    return this.moderated(manager, report, 'report_shown', moderatorId, null);
  }

  /** The reports are gone: so are their notifications. */
  deleted(manager: EntityManager, ids: number | number[]): Promise<void> {
    return this.notifications.withdraw({ type: 'compatibility_report', id: ids }, manager);
  }

  private async moderated(
    manager: EntityManager,
    report: Report,
    kind: 'report_hidden' | 'report_shown',
    moderatorId: number,
    reason: string | null,
  ): Promise<void> {
    if (report.authorId === null) return;
    const title = await gameTitle(manager, report.gameId);
    const draft = { kind, actorId: moderatorId, title, reason, link: reportLink(report), source: source(report.id) };
    await this.notifications.notify([report.authorId], draft, manager);
  }

  private async mentioned(
    manager: EntityManager,
    report: Report,
    title: string,
    excerpt: string,
    notesBefore: string,
  ): Promise<void> {
    const before = new Set(mentionedUsernames(notesBefore));
    const names = mentionedUsernames(report.notes).filter((name) => !before.has(name));
    await this.notifications.notify(
      await this.users.idsByUsernames(names),
      {
        kind: 'mention',
        actorId: report.authorId,
        title: `Report on ${title}`,
        excerpt,
        link: reportLink(report),
        source: source(report.id),
      },
      manager,
    );
  }
}

async function gameTitle(manager: EntityManager, gameId: number): Promise<string> {
  const game = await manager.findOneByOrFail(GameEntity, { id: gameId });
  return game.title;
}
