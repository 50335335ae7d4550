import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCompatibility1795600001000 implements MigrationInterface {
  name = 'CreateCompatibility1795600001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE setup_options (
        id serial PRIMARY KEY,
        kind varchar(16) NOT NULL CHECK (kind IN ('gun', 'display', 'play-mode')),
        name varchar(100) NOT NULL CHECK (btrim(name) <> ''),
        description varchar(500) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX setup_options_kind_name_key ON setup_options (kind, lower(name))`);
    // Options: RESTRICT, an option in use is not deleted (409); a deleted account keeps its reports under a label.
    await queryRunner.query(`
      CREATE TABLE compatibility_reports (
        id serial PRIMARY KEY,
        game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        author_id integer REFERENCES users (id) ON DELETE SET NULL,
        gun_id integer NOT NULL REFERENCES setup_options (id) ON DELETE RESTRICT,
        display_id integer NOT NULL REFERENCES setup_options (id) ON DELETE RESTRICT,
        play_mode_id integer NOT NULL REFERENCES setup_options (id) ON DELETE RESTRICT,
        rating varchar(16) NOT NULL CHECK (rating IN ('perfect', 'playable', 'issues', 'broken')),
        recoil_works boolean NOT NULL,
        offscreen_reload_works boolean NOT NULL,
        two_players_work boolean NOT NULL,
        notes text NOT NULL DEFAULT '' CHECK (char_length(notes) <= 5000),
        hidden_reason varchar(500),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One report per member, game and setup; it also serves a game's reports and its setup filter.
    await queryRunner.query(
      `CREATE UNIQUE INDEX compatibility_reports_setup_key ON compatibility_reports (game_id, author_id, gun_id, display_id, play_mode_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX compatibility_reports_game_recent_idx ON compatibility_reports (game_id, created_at, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX compatibility_reports_author_recent_idx ON compatibility_reports (author_id, created_at, id)`,
    );
    // Counting an option's reports and the foreign keys' checks when an option is deleted.
    for (const column of ['gun_id', 'display_id', 'play_mode_id'])
      await queryRunner.query(`CREATE INDEX compatibility_reports_${column}_idx ON compatibility_reports (${column})`);
    // The tier of the game's visible reports, kept with every report change so game lists read it for free.
    await queryRunner.query(
      `ALTER TABLE games ADD COLUMN compatibility_tier varchar(16) CHECK (compatibility_tier IN ('perfect', 'playable', 'issues', 'broken'))`,
    );
    await queryRunner.query(`
      CREATE TABLE setup_preferences (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        gun_id integer REFERENCES setup_options (id) ON DELETE SET NULL,
        display_id integer REFERENCES setup_options (id) ON DELETE SET NULL,
        play_mode_id integer REFERENCES setup_options (id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE setup_preferences`);
    await queryRunner.query(`ALTER TABLE games DROP COLUMN compatibility_tier`);
    await queryRunner.query(`DROP TABLE compatibility_reports`);
    await queryRunner.query(`DROP TABLE setup_options`);
  }
}
