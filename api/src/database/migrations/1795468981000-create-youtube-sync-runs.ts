import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateYoutubeSyncRuns1795468981000 implements MigrationInterface {
  name = 'CreateYoutubeSyncRuns1795468981000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per YouTube sync: its latest progress event, so a follower on any API process (or one
    // who arrives mid-sync) sees it. Whether it still runs is the advisory lock's say, not this row's.
    await queryRunner.query(`
      CREATE TABLE youtube_sync_runs (
        id serial PRIMARY KEY,
        owner text NOT NULL,
        seq integer NOT NULL DEFAULT 0,
        event jsonb NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE youtube_sync_runs`);
  }
}
