import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 31: denying a member's video or news item keeps it as 'denied', with the admin's optional reason, so the
// member still finds it (and the reason) under "My submissions". A reason belongs to a denial only.
const tables = ['videos', 'news'];

export class KeepDeniedSubmissions1796000400000 implements MigrationInterface {
  name = 'KeepDeniedSubmissions1796000400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables) {
      await queryRunner.query(`
        ALTER TABLE ${table}
          DROP CONSTRAINT ${table}_status_check,
          ADD CONSTRAINT ${table}_status_check CHECK (status IN ('published', 'pending', 'denied')),
          ADD COLUMN denial_reason text CHECK (char_length(denial_reason) <= 500),
          ADD CONSTRAINT ${table}_reason_only_when_denied CHECK (status = 'denied' OR denial_reason IS NULL)`);
    }
    // A member's own submissions, newest first (news already has an index on submitted_by alone).
    await queryRunner.query(`CREATE INDEX videos_submitted_by_idx ON videos (submitted_by, created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX videos_submitted_by_idx`);
    for (const table of tables) {
      await queryRunner.query(`DELETE FROM ${table} WHERE status = 'denied'`);
      await queryRunner.query(`
        ALTER TABLE ${table}
          DROP CONSTRAINT ${table}_reason_only_when_denied,
          DROP COLUMN denial_reason,
          DROP CONSTRAINT ${table}_status_check,
          ADD CONSTRAINT ${table}_status_check CHECK (status IN ('published', 'pending'))`);
    }
  }
}
