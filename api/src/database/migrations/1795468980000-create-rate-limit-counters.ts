import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRateLimitCounters1795468980000 implements MigrationInterface {
  name = 'CreateRateLimitCounters1795468980000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Rate-limit hits per key and fixed window, shared by every API process. UNLOGGED: no WAL on the
    // hot path, and a crash that empties it only forgives a minute of hits. Times are epoch ms on
    // the database's clock, so processes on different hosts agree on the window.
    await queryRunner.query(`
      CREATE UNLOGGED TABLE rate_limit_counters (
        key text NOT NULL,
        window_start bigint NOT NULL,
        expires_at bigint NOT NULL,
        hits integer NOT NULL CHECK (hits >= 0),
        PRIMARY KEY (key, window_start)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limit_counters`);
  }
}
