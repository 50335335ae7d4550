import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateVideos1732300002000 implements MigrationInterface {
  name = 'CreateVideos1732300002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE videos (
        id serial PRIMARY KEY,
        title varchar(300) NOT NULL,
        description text NOT NULL DEFAULT '',
        thumbnail text NOT NULL DEFAULT '',
        duration varchar(20) NOT NULL DEFAULT '',
        views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
        youtube_id varchar(11) NOT NULL UNIQUE,
        category text NOT NULL DEFAULT 'on-rail' CHECK (category IN ('on-rail', 'gallery', 'arcade', 'modern')),
        status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'pending')),
        source text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'youtube')),
        tags jsonb NOT NULL DEFAULT '[]',
        tag_words text NOT NULL DEFAULT '',
        submitted_by integer REFERENCES users (id) ON DELETE SET NULL,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', title), 'A') ||
          setweight(to_tsvector('english', tag_words), 'B') ||
          setweight(to_tsvector('english', description), 'C')
        ) STORED
      )`);
    await queryRunner.query(`CREATE INDEX videos_search_idx ON videos USING gin (search)`);
    await queryRunner.query(
      `CREATE INDEX videos_listing_idx ON videos (status, published_at DESC NULLS LAST, id DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE videos`);
  }
}
