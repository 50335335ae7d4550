import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 31: a compatibility report its author changed after filing shows "edited", as forum posts do. */
export class MarkEditedReports1796000600000 implements MigrationInterface {
  name = 'MarkEditedReports1796000600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Earlier reports start unmarked: their rows cannot tell a refiling from a moderator's hide (both moved
    // updated_at, and filed_at was first copied from it).
    await queryRunner.query(`ALTER TABLE compatibility_reports ADD COLUMN edited boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE compatibility_reports DROP COLUMN edited`);
  }
}
