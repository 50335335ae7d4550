import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNews1732300003000 implements MigrationInterface {
  name = 'CreateNews1732300003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // `published` is computed by the database, so it can never disagree with `status`.
    // `status` defaults to pending: a row written without one waits for an admin.
    await queryRunner.query(`
      CREATE TABLE news (
        id serial PRIMARY KEY,
        title varchar(300) NOT NULL,
        description text NOT NULL,
        content text NOT NULL,
        category text NOT NULL DEFAULT 'General'
          CHECK (category IN ('General', 'game-releases', 'hardware-reviews', 'indie-spotlight', 'industry-news', 'community')),
        image text NOT NULL DEFAULT '',
        link_url text NOT NULL DEFAULT '',
        read_time text NOT NULL DEFAULT '5 min',
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('published', 'pending')),
        published boolean GENERATED ALWAYS AS (status = 'published') STORED,
        tags jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(tags) = 'array'),
        author text NOT NULL DEFAULT 'Anonymous',
        submitted_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX news_listing_idx ON news (created_at DESC, published_at DESC NULLS LAST, id DESC)`,
    );
    // Deleting a user sets its articles' submitted_by to NULL: without an index that is a full scan.
    await queryRunner.query(`CREATE INDEX news_submitted_by_idx ON news (submitted_by)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE news`);
  }
}
