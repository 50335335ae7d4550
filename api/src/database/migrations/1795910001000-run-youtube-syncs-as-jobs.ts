import type { MigrationInterface, QueryRunner } from 'typeorm';

// The detail the advisory-lock era wrote on a run whose process died: read once, here, to give those rows their status.
const interruptedDetail = 'The YouTube sync stopped with the API process that ran it; nothing of it was saved';

export class RunYoutubeSyncsAsJobs1795910001000 implements MigrationInterface {
  name = 'RunYoutubeSyncsAsJobs1795910001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Each run is now the record of one job on the pg-boss queue 'youtube-sync': its job, an explicit
    // status, and a heartbeat (the process running it writes it every 2 s; a run whose heartbeat
    // stops is interrupted). The owner process no longer matters.
    await queryRunner.query(`
      ALTER TABLE youtube_sync_runs
        ADD COLUMN job_id uuid UNIQUE,
        ADD COLUMN status text CHECK (status IN ('running', 'succeeded', 'failed', 'interrupted'))`);
    // Rows from before: how they ended, as the old reader told it. An unfinished one stays running
    // with its last write as its heartbeat, so the one rule for dead runs closes it when next read.
    await queryRunner.query(
      `UPDATE youtube_sync_runs SET status = CASE
         WHEN finished_at IS NULL THEN 'running'
         WHEN error IS NULL THEN 'succeeded'
         WHEN error = $1 THEN 'interrupted'
         ELSE 'failed'
       END`,
      [interruptedDetail],
    );
    await queryRunner.query(`
      ALTER TABLE youtube_sync_runs
        ALTER COLUMN status SET NOT NULL,
        ALTER COLUMN status SET DEFAULT 'running',
        ADD CONSTRAINT youtube_sync_runs_finished_when_ended CHECK ((status = 'running') = (finished_at IS NULL)),
        DROP COLUMN owner`);
    await queryRunner.query(`ALTER TABLE youtube_sync_runs RENAME COLUMN updated_at TO heartbeat_at`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE youtube_sync_runs RENAME COLUMN heartbeat_at TO updated_at`);
    await queryRunner.query(`
      ALTER TABLE youtube_sync_runs
        DROP CONSTRAINT youtube_sync_runs_finished_when_ended,
        DROP COLUMN status,
        DROP COLUMN job_id,
        ADD COLUMN owner text NOT NULL DEFAULT 'before-jobs'`);
  }
}
