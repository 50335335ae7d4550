import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLightgun1732300004000 implements MigrationInterface {
  name = 'CreateLightgun1732300004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The name is part of the page address (/games/platform/{name}): never blank, never a slash.
    await queryRunner.query(`
      CREATE TABLE platforms (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL CHECK (btrim(name) <> '' AND strpos(name, '/') = 0),
        manufacturer varchar(100) NOT NULL DEFAULT '',
        icon varchar(16) NOT NULL DEFAULT '🎮',
        gun varchar(200) NOT NULL DEFAULT '',
        color varchar(7) NOT NULL DEFAULT '#475569' CHECK (color ~ '^#[0-9a-f]{6}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX platforms_name_lower_key ON platforms (lower(name))`);
    // RESTRICT: a platform goes only once its games are deleted or moved.
    await queryRunner.query(`
      CREATE TABLE games (
        id serial PRIMARY KEY,
        platform_id integer NOT NULL REFERENCES platforms (id) ON DELETE RESTRICT,
        title varchar(300) NOT NULL CHECK (btrim(title) <> ''),
        release_year integer CHECK (release_year BETWEEN 1950 AND 2100),
        release_date varchar(40) NOT NULL DEFAULT '',
        developer varchar(200) NOT NULL DEFAULT '',
        publisher varchar(200) NOT NULL DEFAULT '',
        genre jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(genre) = 'array'),
        description text NOT NULL DEFAULT '',
        box_art_url text NOT NULL DEFAULT '',
        screenshots jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(screenshots) = 'array'),
        gameplay_videos jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(gameplay_videos) = 'array'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One title once per platform; it also serves the platform page (by platform, then title)
    // and the foreign key's look-ups when a platform is deleted.
    await queryRunner.query(`CREATE UNIQUE INDEX games_platform_title_key ON games (platform_id, lower(title))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE games`);
    await queryRunner.query(`DROP TABLE platforms`);
  }
}
