import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateForum1732300005000 implements MigrationInterface {
  name = 'CreateForum1732300005000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE forum_categories (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        description varchar(500) NOT NULL,
        icon varchar(16) NOT NULL DEFAULT '💬',
        created_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX forum_categories_name_idx ON forum_categories (lower(name))`);

    // Authors are SET NULL on account deletion: their words stay, shown under a deleted-user label.
    // A category with threads cannot be deleted (RESTRICT), matching the API's 409.
    await queryRunner.query(`
      CREATE TABLE forum_threads (
        id serial PRIMARY KEY,
        category_id integer NOT NULL REFERENCES forum_categories (id) ON DELETE RESTRICT,
        title varchar(300) NOT NULL,
        content text NOT NULL,
        author_id integer REFERENCES users (id) ON DELETE SET NULL,
        is_pinned boolean NOT NULL DEFAULT false,
        is_locked boolean NOT NULL DEFAULT false,
        vote_count integer NOT NULL DEFAULT 0,
        reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0),
        view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content), 'B')
        ) STORED
      )`);
    await queryRunner.query(
      `CREATE INDEX forum_threads_category_idx ON forum_threads (category_id, is_pinned DESC, updated_at DESC)`,
    );
    await queryRunner.query(`CREATE INDEX forum_threads_author_idx ON forum_threads (author_id)`);
    await queryRunner.query(`CREATE INDEX forum_threads_search_idx ON forum_threads USING gin (search)`);

    await queryRunner.query(`
      CREATE TABLE forum_posts (
        id serial PRIMARY KEY,
        thread_id integer NOT NULL REFERENCES forum_threads (id) ON DELETE CASCADE,
        content text NOT NULL,
        author_id integer REFERENCES users (id) ON DELETE SET NULL,
        edited boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) STORED
      )`);
    await queryRunner.query(`CREATE INDEX forum_posts_thread_idx ON forum_posts (thread_id, created_at, id)`);
    await queryRunner.query(`CREATE INDEX forum_posts_author_idx ON forum_posts (author_id, created_at)`);
    await queryRunner.query(`CREATE INDEX forum_posts_search_idx ON forum_posts USING gin (search)`);

    // A deleted account's votes stay counted (user_id NULL), so vote_count remains the true sum.
    await queryRunner.query(`
      CREATE TABLE forum_votes (
        id serial PRIMARY KEY,
        thread_id integer NOT NULL REFERENCES forum_threads (id) ON DELETE CASCADE,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        value smallint NOT NULL CHECK (value IN (-1, 1)),
        UNIQUE (thread_id, user_id)
      )`);
    await queryRunner.query(`CREATE INDEX forum_votes_user_idx ON forum_votes (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE forum_votes`);
    await queryRunner.query(`DROP TABLE forum_posts`);
    await queryRunner.query(`DROP TABLE forum_threads`);
    await queryRunner.query(`DROP TABLE forum_categories`);
  }
}
