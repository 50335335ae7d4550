import type { MigrationInterface, QueryRunner } from 'typeorm';

// The compatibility rule of each side of this migration, copied rather than imported: a migration
// must mean the same thing forever. A tier is the second best of the ratings that count (the best
// rating two of them reach), or the only one.
const ratingOrder = `ARRAY['perfect', 'playable', 'issues', 'broken']::varchar[]`;
const storeTiers = (counted: string) => `
  UPDATE games SET compatibility_tier = tiers.tier
  FROM (
    SELECT game_id, (array_agg(rating ORDER BY array_position(${ratingOrder}, rating)))[least(count(*), 2)] AS tier
    FROM (${counted}) counted GROUP BY game_id
  ) tiers
  WHERE games.id = tiers.game_id`;

export class CountEachReporterOnce1795900001000 implements MigrationInterface {
  name = 'CountEachReporterOnce1795900001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // reporter_id: the author when filed, kept when the account is deleted (author_id turns null), so
    // a former member still counts once. Reports of accounts deleted before now cannot be told apart:
    // each keeps counting alone, under a key no account has. filed_at: when its author last filed it
    // (a moderator's hide does not make a report more recent).
    await queryRunner.query(
      `ALTER TABLE compatibility_reports ADD COLUMN reporter_id integer, ADD COLUMN filed_at timestamptz NOT NULL DEFAULT clock_timestamp()`,
    );
    await queryRunner.query(
      `UPDATE compatibility_reports SET reporter_id = coalesce(author_id, -id), filed_at = updated_at`,
    );
    await queryRunner.query(`ALTER TABLE compatibility_reports ALTER COLUMN reporter_id SET NOT NULL`);
    // The hide of a hidden report its author deleted, so filing that setup again brings it back hidden.
    // Options cascade: a setup that no longer exists cannot be filed again.
    await queryRunner.query(`
      CREATE TABLE compatibility_report_tombstones (
        game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        gun_id integer NOT NULL REFERENCES setup_options (id) ON DELETE CASCADE,
        display_id integer NOT NULL REFERENCES setup_options (id) ON DELETE CASCADE,
        play_mode_id integer NOT NULL REFERENCES setup_options (id) ON DELETE CASCADE,
        hidden_reason varchar(500) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, author_id, gun_id, display_id, play_mode_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX compatibility_report_tombstones_author_idx ON compatibility_report_tombstones (author_id)`,
    );
    await queryRunner.query(
      storeTiers(`SELECT DISTINCT ON (game_id, reporter_id) game_id, rating FROM compatibility_reports
                  WHERE hidden_reason IS NULL ORDER BY game_id, reporter_id, filed_at DESC, id DESC`),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE compatibility_report_tombstones`);
    await queryRunner.query(`ALTER TABLE compatibility_reports DROP COLUMN filed_at, DROP COLUMN reporter_id`);
    await queryRunner.query(
      storeTiers(`SELECT game_id, rating FROM compatibility_reports WHERE hidden_reason IS NULL`),
    );
  }
}
