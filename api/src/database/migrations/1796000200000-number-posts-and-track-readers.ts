import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31. Post numbers: the opening post is 1, each reply the next number of its thread, stable (a
 * deleted post leaves a gap). A trigger numbers every reply as it is inserted, whoever writes it (the
 * API, the seed, plain SQL), by raising the thread's `last_post_number` in the same statement: the row
 * lock that update takes makes concurrent replies to one thread, from any API process, take turns.
 * A writer that numbers its rows itself (a bulk seed) also sets the thread's `last_post_number`.
 */
const numberPosts = `
  CREATE FUNCTION number_forum_post() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE forum_threads SET last_post_number = last_post_number + 1 WHERE id = NEW.thread_id
    RETURNING last_post_number INTO NEW.post_number;
    RETURN NEW;
  END
  $$`;

const watchTables = [
  ['forum_thread_watches', 'thread_id', 'forum_threads'],
  ['forum_category_watches', 'category_id', 'forum_categories'],
] as const;

export class NumberPostsAndTrackReaders1796000200000 implements MigrationInterface {
  name = 'NumberPostsAndTrackReaders1796000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE forum_threads
        ADD COLUMN last_post_number integer NOT NULL DEFAULT 1,
        ADD COLUMN edited boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE forum_posts ADD COLUMN post_number integer`);
    await queryRunner.query(`
      UPDATE forum_posts SET post_number = numbered.number
      FROM (SELECT id, 1 + row_number() OVER (PARTITION BY thread_id ORDER BY created_at, id) AS number FROM forum_posts) AS numbered
      WHERE forum_posts.id = numbered.id`);
    await queryRunner.query(`
      UPDATE forum_threads SET last_post_number = numbered.last
      FROM (SELECT thread_id, max(post_number) AS last FROM forum_posts GROUP BY thread_id) AS numbered
      WHERE forum_threads.id = numbered.thread_id`);
    await queryRunner.query(`ALTER TABLE forum_posts ALTER COLUMN post_number SET NOT NULL`);
    // Unread counts and the first unread post are range reads of this index.
    await queryRunner.query(`CREATE UNIQUE INDEX forum_posts_number_idx ON forum_posts (thread_id, post_number)`);
    await queryRunner.query(numberPosts);
    await queryRunner.query(
      `CREATE TRIGGER forum_posts_numbered BEFORE INSERT ON forum_posts FOR EACH ROW WHEN (NEW.post_number IS NULL) EXECUTE FUNCTION number_forum_post()`,
    );
    // The member's 'new' threads: the latest created, newest first.
    await queryRunner.query(`CREATE INDEX forum_threads_created_idx ON forum_threads (created_at DESC, id DESC)`);

    // A member's watch of a thread or category; no row is 'normal' (a thread follows its category). A reply's
    // fan-out reads the watchers of its thread and category from the second index.
    for (const [table, column, target] of watchTables) {
      await queryRunner.query(`
        CREATE TABLE ${table} (
          user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          ${column} integer NOT NULL REFERENCES ${target} (id) ON DELETE CASCADE,
          level text NOT NULL CHECK (level IN ('watching', 'normal', 'muted')),
          PRIMARY KEY (user_id, ${column})
        )`);
      await queryRunner.query(`CREATE INDEX ${table}_level_idx ON ${table} (${column}, level)`);
    }

    // How far each member has read each thread they opened.
    await queryRunner.query(`
      CREATE TABLE forum_thread_reads (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        thread_id integer NOT NULL REFERENCES forum_threads (id) ON DELETE CASCADE,
        last_read_post_number integer NOT NULL CHECK (last_read_post_number >= 1),
        PRIMARY KEY (user_id, thread_id)
      )`);
    // Deleting a thread finds its readers' rows.
    await queryRunner.query(`CREATE INDEX forum_thread_reads_thread_idx ON forum_thread_reads (thread_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE forum_thread_reads`);
    await queryRunner.query(`DROP TABLE forum_category_watches`);
    await queryRunner.query(`DROP TABLE forum_thread_watches`);
    await queryRunner.query(`DROP INDEX forum_threads_created_idx`);
    await queryRunner.query(`DROP TRIGGER forum_posts_numbered ON forum_posts`);
    await queryRunner.query(`DROP FUNCTION number_forum_post()`);
    await queryRunner.query(`ALTER TABLE forum_posts DROP COLUMN post_number`);
    await queryRunner.query(`ALTER TABLE forum_threads DROP COLUMN last_post_number, DROP COLUMN edited`);
  }
}
