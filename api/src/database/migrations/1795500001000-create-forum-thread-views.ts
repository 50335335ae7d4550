import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateForumThreadViews1795500001000 implements MigrationInterface {
  name = 'CreateForumThreadViews1795500001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Who read a thread lately (a keyed hash, as for visits): a view counts once per visitor and quiet spell.
    await queryRunner.query(`
      CREATE TABLE forum_thread_views (
        thread_id integer NOT NULL REFERENCES forum_threads(id) ON DELETE CASCADE,
        visitor_hash text NOT NULL,
        last_seen timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (thread_id, visitor_hash)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE forum_thread_views`);
  }
}
