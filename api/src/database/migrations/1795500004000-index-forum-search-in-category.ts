import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IndexForumSearchInCategory1795500004000 implements MigrationInterface {
  name = 'IndexForumSearchInCategory1795500004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Forum search in one category reads that category's newest threads in id order, and stops.
    await queryRunner.query(`CREATE INDEX forum_threads_category_id_idx ON forum_threads (category_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX forum_threads_category_id_idx`);
  }
}
