import type { MigrationInterface, QueryRunner } from 'typeorm';

export class IndexVideoSearchRecency1795500003000 implements MigrationInterface {
  name = 'IndexVideoSearchRecency1795500003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Video search ranks only the newest matches: an admin's search (pending videos too) reads them
    // in this order and stops, where videos_listing_idx serves the published ones.
    await queryRunner.query(`CREATE INDEX videos_recency_idx ON videos (published_at DESC NULLS LAST, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX videos_recency_idx`);
  }
}
