import { ConflictException, ForbiddenException, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { CompatibilityReport, FeatureResult } from '@site/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { MarkdownCooker } from '../../markdown/markdown-cooker.js';
import type { User } from '../../users/index.js';
import { GameEntity } from '../entities/game.entity.js';
import { CompatibilityReportsService } from './compatibility-reports.service.js';
import type { ReportEditInput, ReportInput } from './dto/report.input.js';
import { CompatibilityReportEntity } from './entities/compatibility-report.entity.js';
import { hiddenReasonOfNew } from './report-holds.js';
import { PlatformSetupOptionsService } from './platform-setup-options.service.js';
import { changeReport, lockGame, refreshStanding } from './report-locks.js';
import { ReportNotices } from './report-notices.js';
import { partsOf, SetupOptionsService } from './setup-options.service.js';

type Setup = Pick<CompatibilityReportEntity, 'gameId' | 'gunId' | 'displayId' | 'playModeId'> & { authorId: number };
type Fields = Partial<
  Pick<
    CompatibilityReportEntity,
    | 'rating'
    | 'recoil'
    | 'offscreenReload'
    | 'twoPlayers'
    | 'calibration'
    | 'emulatorVersion'
    | 'gunFirmware'
    | 'gameVersion'
    | 'notes'
    | 'notesHtml'
  >
>;

type Changes = Fields & Partial<Pick<CompatibilityReportEntity, 'gunId' | 'displayId' | 'playModeId' | 'hiddenReason'>>;

const alreadyReported = (id: number) =>
  new ConflictException(`You already reported this setup on this game: edit your report ${id} instead`);

/**
 * A member's own reports: filing one (POST, never over an existing one), editing it (PATCH, its author only), and the
 * older PUT that does either. Each locks the game's row and recomputes its tier in the same transaction.
 */
@Injectable()
export class ReportFilingService {
  constructor(
    private readonly reports: CompatibilityReportsService,
    private readonly options: SetupOptionsService,
    private readonly platformOptions: PlatformSetupOptionsService,
    private readonly dataSource: DataSource,
    private readonly cooker: MarkdownCooker,
    private readonly notices: ReportNotices,
  ) {}

  /** A new report (201); 409 naming their report when the caller already reported this setup on the game. */
  async create(gameId: number, input: ReportInput, author: User): Promise<CompatibilityReport> {
    const { fields, excerpt } = await this.fieldsOf(input, 'whole');
    const id = await this.dataSource.transaction(async (manager) => {
      const setup = await this.lockedSetup(manager, gameId, input, author);
      const existing = await manager.findOneBy(CompatibilityReportEntity, setup);
      if (existing) throw alreadyReported(existing.id);
      const created = await this.insert(manager, setup, fields);
      await refreshStanding(manager, gameId);
      await this.notices.filed(manager, created, excerpt);
      return created.id;
    });
    return this.reports.read(id, author);
  }

  /** PUT, kept for older clients: files the report, or edits the caller's report of this setup (`created` false). */
  async file(
    gameId: number,
    input: ReportInput,
    author: User,
  ): Promise<{ report: CompatibilityReport; created: boolean }> {
    const { fields, excerpt } = await this.fieldsOf(input, 'whole');
    const { id, created } = await this.dataSource.transaction(async (manager) => {
      const setup = await this.lockedSetup(manager, gameId, input, author);
      const existing = await manager.findOneBy(CompatibilityReportEntity, setup);
      if (existing) {
        await markEdited(manager, existing.id, fields);
        await refreshStanding(manager, gameId);
        await this.notices.edited(manager, { ...existing, ...fields }, excerpt, existing.notes);
        return { id: existing.id, created: false };
      }
      const report = await this.insert(manager, setup, fields);
      await refreshStanding(manager, gameId);
      await this.notices.filed(manager, report, excerpt);
      return { id: report.id, created: true };
    });
    return { report: await this.reports.read(id, author), created };
  }

  /**
   * Its author changes the fields sent, the setup included (409 when they already reported the new one). A hidden
   * report stays hidden; a visible one moved to another setup is held as a new one would be (report-holds.ts).
   */
  async edit(id: number, input: ReportEditInput, author: User): Promise<CompatibilityReport> {
    if (Object.keys(input).length === 0)
      throw new UnprocessableEntityException({ detail: [{ loc: ['body'], msg: 'Send at least one field to change' }] });
    const { fields, excerpt } = await this.fieldsOf(input, 'sent');
    await changeReport(this.dataSource, id, async (manager, report) => {
      if (report.authorId !== author.id) throw new ForbiddenException('Only its author may edit this report');
      const setup: Setup = {
        gameId: report.gameId,
        authorId: author.id,
        gunId: input.gun_id ?? report.gunId,
        displayId: input.display_id ?? report.displayId,
        playModeId: input.play_mode_id ?? report.playModeId,
      };
      const { gunId, displayId, playModeId } = setup;
      let changes: Changes = fields;
      if (gunId !== report.gunId || displayId !== report.displayId || playModeId !== report.playModeId) {
        await this.options.assertBodyParts(partsOf(input));
        const { platformId } = await manager.findOneByOrFail(GameEntity, { id: report.gameId });
        await this.platformOptions.assertPossible(manager, platformId, setup);
        const other = await manager.findOneBy(CompatibilityReportEntity, setup);
        if (other) throw alreadyReported(other.id);
        const hiddenReason = report.hiddenReason ?? (await hiddenReasonOfNew(manager, setup));
        changes = { ...fields, gunId, displayId, playModeId, hiddenReason };
      }
      await markEdited(manager, id, changes);
      await this.notices.edited(manager, { ...report, ...changes }, excerpt, report.notes);
    });
    return this.reports.read(id, author);
  }

  /**
   * The columns an input sets and its notes' excerpt; notes rendered here, before any lock is taken, so no lock waits
   * on a rendering. A `whole` input (POST, PUT) sets every feature, those left out to 'untested'; an edit only those
   * sent.
   */
  private async fieldsOf(
    input: ReportEditInput,
    scope: 'whole' | 'sent',
  ): Promise<{ fields: Fields; excerpt: string }> {
    const left = <T>(value: T) => (scope === 'whole' ? value : undefined);
    // An older client's boolean: true is 'works', false 'untested' (an unticked box never said "fails").
    const feature = (sent?: FeatureResult, older?: boolean): FeatureResult | undefined => {
      if (sent) return sent;
      if (older !== undefined) return older ? 'works' : 'untested';
      return scope === 'whole' ? 'untested' : undefined;
    };
    const fields: Fields = {
      rating: input.rating,
      recoil: feature(input.recoil, input.recoil_works),
      offscreenReload: feature(input.offscreen_reload, input.offscreen_reload_works),
      twoPlayers: feature(input.two_players, input.two_players_work),
      calibration: feature(input.calibration),
      emulatorVersion: input.emulator_version ?? left(''),
      gunFirmware: input.gun_firmware ?? left(''),
      gameVersion: input.game_version ?? left(''),
    };
    if (input.notes === undefined) return { fields: defined(fields), excerpt: '' };
    const { html, excerpt } = await this.cooker.cook('notes', input.notes);
    return { fields: defined({ ...fields, notes: input.notes, notesHtml: html }), excerpt };
  }

  /** The caller's setup on the game, once the game's row is locked and the options are known to exist. */
  private async lockedSetup(manager: EntityManager, gameId: number, input: ReportInput, author: User): Promise<Setup> {
    const game = await lockGame(manager, gameId);
    await this.options.assertBodyParts(partsOf(input));
    const setup = {
      gameId,
      authorId: author.id,
      gunId: input.gun_id,
      displayId: input.display_id,
      playModeId: input.play_mode_id,
    };
    await this.platformOptions.assertPossible(manager, game.platformId, setup);
    return setup;
  }

  /** A new report may start hidden (report-holds.ts). */
  private async insert(manager: EntityManager, setup: Setup, fields: Fields): Promise<CompatibilityReportEntity> {
    return manager.save(
      manager.create(CompatibilityReportEntity, {
        ...setup,
        ...fields,
        reporterId: setup.authorId,
        hiddenReason: await hiddenReasonOfNew(manager, setup),
      }),
    );
  }
}

const defined = (fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/** An edit by its author: marked, and filed now (their most recent report is the one the tier counts). */
async function markEdited(manager: EntityManager, id: number, changes: Changes): Promise<void> {
  await manager.update(
    CompatibilityReportEntity,
    { id },
    { ...changes, edited: true, filedAt: () => 'clock_timestamp()' },
  );
}
