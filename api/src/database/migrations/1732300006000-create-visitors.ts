import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateVisitors1732300006000 implements MigrationInterface {
  name = 'CreateVisitors1732300006000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // One row per client: a keyed hash of its address and browser, never the address itself.
    await queryRunner.query(`
      CREATE TABLE visitors (
        visitor_hash char(64) PRIMARY KEY,
        visits integer NOT NULL DEFAULT 1 CHECK (visits >= 1),
        first_seen timestamptz NOT NULL DEFAULT now(),
        last_seen timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE visitors`);
  }
}
