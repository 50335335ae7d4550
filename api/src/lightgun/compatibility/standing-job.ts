import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobRunner } from '../../jobs/job-runner.service.js';
import { refreshStandings } from './game-standing.js';

export const standingQueue = 'compatibility-standing';
/** Games recomputed per transaction: their rows stay locked only that long. */
const batchSize = 200;

/**
 * A game's standing ages with time (a report weighs half once older than `reportAgeDays`, and moves from the recent
 * tier to the older one), so it is recomputed every day, on the job runner, for every game with reports; and at
 * start for any game never computed (the migration that added `games.compatibility` left it null).
 */
@Injectable()
export class StandingJob implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('CompatibilityStanding');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobRunner,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule({ name: standingQueue, cron: '30 3 * * *', expireInSeconds: 30 * 60, run: () => this.run() });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.recompute(`SELECT id FROM games WHERE compatibility IS NULL ORDER BY id`);
  }

  async run(): Promise<void> {
    const changed = await this.recompute(
      `SELECT id FROM games game WHERE game.compatibility IS NULL
         OR EXISTS (SELECT 1 FROM compatibility_reports report WHERE report.game_id = game.id)
       ORDER BY id`,
    );
    if (changed > 0) this.logger.log(`${changed} games' compatibility standing changed with time`);
  }

  /** Recomputes the games `idsSql` selects, a batch at a time, each batch's rows locked as a report change locks one. */
  private async recompute(idsSql: string): Promise<number> {
    const ids = (await this.dataSource.query<Array<{ id: number }>>(idsSql)).map((row) => row.id);
    let changed = 0;
    for (let start = 0; start < ids.length; start += batchSize) {
      const batch = ids.slice(start, start + batchSize);
      changed += await this.dataSource.transaction(async (manager) => {
        // In id order: two batches never wait on each other crosswise.
        await manager.query(`SELECT id FROM games WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [batch]);
        return refreshStandings(manager, batch);
      });
    }
    return changed;
  }
}
