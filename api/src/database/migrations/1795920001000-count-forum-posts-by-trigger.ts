import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `users.post_count` (a member's forum threads plus replies) gets one writer: these triggers on the
 * forum's tables, in the transaction of whatever writes a thread or a reply (the API, the seed, a
 * cascade, plain SQL), instead of four hand-written updates. Inserts and deletes are counted once per
 * statement from its transition table (a thread deleted with 500 replies is one update per author);
 * a row moved to another author (a deleted account's rows turn to no author) row by row. The
 * scheduled post-count check (forum/post-count-check.service.ts) repairs whatever drifts anyway. docs/adr/0051.
 */
const countPosts = `
  CREATE FUNCTION count_forum_posts() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE users SET post_count = users.post_count + written.count
      FROM (SELECT author_id, count(*)::int AS count FROM new_rows WHERE author_id IS NOT NULL GROUP BY author_id) AS written
      WHERE users.id = written.author_id;
    ELSIF TG_OP = 'DELETE' THEN
      UPDATE users SET post_count = greatest(users.post_count - gone.count, 0)
      FROM (SELECT author_id, count(*)::int AS count FROM old_rows WHERE author_id IS NOT NULL GROUP BY author_id) AS gone
      WHERE users.id = gone.author_id;
    ELSE
      UPDATE users SET post_count = greatest(post_count - 1, 0) WHERE id = OLD.author_id;
      UPDATE users SET post_count = post_count + 1 WHERE id = NEW.author_id;
    END IF;
    RETURN NULL;
  END
  $$`;

const tables = ['forum_threads', 'forum_posts'];

export class CountForumPostsByTrigger1795920001000 implements MigrationInterface {
  name = 'CountForumPostsByTrigger1795920001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(countPosts);
    for (const table of tables) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_counted_in AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_forum_posts()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_counted_out AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_forum_posts()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_counted_moved AFTER UPDATE OF author_id ON ${table}
         FOR EACH ROW WHEN (OLD.author_id IS DISTINCT FROM NEW.author_id) EXECUTE FUNCTION count_forum_posts()`,
      );
    }
    // From here on the count is the triggers'; start it from the rows.
    await queryRunner.query(`
      UPDATE users SET post_count = counted.count
      FROM (SELECT u.id, (SELECT count(*) FROM forum_threads t WHERE t.author_id = u.id)::int
                         + (SELECT count(*) FROM forum_posts p WHERE p.author_id = u.id)::int AS count
            FROM users u) AS counted
      WHERE users.id = counted.id AND users.post_count <> counted.count`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of tables) {
      for (const suffix of ['in', 'out', 'moved'])
        await queryRunner.query(`DROP TRIGGER ${table}_counted_${suffix} ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION count_forum_posts()`);
  }
}
