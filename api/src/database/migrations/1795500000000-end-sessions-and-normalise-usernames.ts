import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUserSessionVersion1795500000000 implements MigrationInterface {
  name = 'AddUserSessionVersion1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Every token carries the version it was issued under; raising it ends them all (logout, reset).
    await queryRunner.query(`ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN session_version`);
  }
}
