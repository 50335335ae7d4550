import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IndexForumThreadPages1795500002000 implements MigrationInterface {
  name = 'IndexForumThreadPages1795500002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A category's pages and its nested threads end on id, so the index gives the whole order.
    await queryRunner.query(`DROP INDEX forum_threads_category_idx`);
    await queryRunner.query(
      `CREATE INDEX forum_threads_category_idx ON forum_threads (category_id, is_pinned DESC, updated_at DESC, id DESC)`,
    );
    // A category's latest thread (pinned or not) in one index step.
    await queryRunner.query(
      `CREATE INDEX forum_threads_activity_idx ON forum_threads (category_id, updated_at DESC, id DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX forum_threads_activity_idx`);
    await queryRunner.query(`DROP INDEX forum_threads_category_idx`);
    await queryRunner.query(
      `CREATE INDEX forum_threads_category_idx ON forum_threads (category_id, is_pinned DESC, updated_at DESC)`,
    );
  }
}
