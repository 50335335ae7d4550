import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mention composer's user search (issue 31) reads usernames by their lowercase start: a range of
 * this index whatever the database's collation (text_pattern_ops compares characters, as LIKE 'ab%' needs).
 */
export class IndexUsernamePrefixes1796000201000 implements MigrationInterface {
  name = 'IndexUsernamePrefixes1796000201000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX users_username_prefix_idx ON users (lower(username) text_pattern_ops)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_username_prefix_idx`);
  }
}
