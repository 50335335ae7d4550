import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RecordYoutubeSyncRuns1795830005000 implements MigrationInterface {
  name = 'RecordYoutubeSyncRuns1795830005000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Each sync's row becomes its record: what started it, who, and how it ended (the admin lists them).
    await queryRunner.query(`
      ALTER TABLE youtube_sync_runs
        ADD COLUMN trigger text NOT NULL DEFAULT 'manual' CHECK (trigger IN ('manual', 'schedule')),
        ADD COLUMN started_by integer REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN added integer,
        ADD COLUMN updated integer,
        ADD COLUMN error text`);
    // Rows from before: their final event says how they ended.
    await queryRunner.query(`
      UPDATE youtube_sync_runs SET
        added = (event -> 'result' ->> 'added')::integer,
        updated = (event -> 'result' ->> 'updated')::integer,
        error = event ->> 'detail'
      WHERE finished_at IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX youtube_sync_runs_started_by ON youtube_sync_runs (started_by)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE youtube_sync_runs
        DROP COLUMN trigger, DROP COLUMN started_by, DROP COLUMN added, DROP COLUMN updated, DROP COLUMN error`);
  }
}
