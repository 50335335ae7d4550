import type { MigrationInterface, QueryRunner } from 'typeorm';
import { setupFacts } from '../../lightgun/compatibility/setup-facts.js';

/**
 * Issue 32: a report records each feature as works / fails / untested and the versions used; members mark reports
 * helpful; options carry an address slug and the flags that say which setups are possible; platforms hold their
 * original guns and ways of playing; a game stores its whole standing (counts, confidence, trend) beside its tier.
 */
export class RecordWhatReportsTested1796100100000 implements MigrationInterface {
  name = 'RecordWhatReportsTested1796100100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // An unticked box could mean "tried, does not work" or "never tried": only a ticked one is certain.
    const feature = (column: string) => `${column} varchar(8) NOT NULL DEFAULT 'untested'
      CHECK (${column} IN ('works', 'fails', 'untested'))`;
    await queryRunner.query(`
      ALTER TABLE compatibility_reports
        ADD COLUMN ${feature('recoil')}, ADD COLUMN ${feature('offscreen_reload')},
        ADD COLUMN ${feature('two_players')}, ADD COLUMN ${feature('calibration')},
        ADD COLUMN emulator_version varchar(100) NOT NULL DEFAULT '',
        ADD COLUMN gun_firmware varchar(100) NOT NULL DEFAULT '',
        ADD COLUMN game_version varchar(100) NOT NULL DEFAULT '',
        ADD COLUMN helpful_count integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      UPDATE compatibility_reports SET
        recoil = CASE WHEN recoil_works THEN 'works' ELSE 'untested' END,
        offscreen_reload = CASE WHEN offscreen_reload_works THEN 'works' ELSE 'untested' END,
        two_players = CASE WHEN two_players_work THEN 'works' ELSE 'untested' END`);
    await queryRunner.query(`
      ALTER TABLE compatibility_reports
        DROP COLUMN recoil_works, DROP COLUMN offscreen_reload_works, DROP COLUMN two_players_work`);
    await queryRunner.query(`
      CREATE TABLE compatibility_report_votes (
        report_id integer NOT NULL REFERENCES compatibility_reports (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (report_id, user_id)
      )`);
    await queryRunner.query(`CREATE INDEX compatibility_report_votes_user_idx ON compatibility_report_votes (user_id)`);

    await queryRunner.query(`
      ALTER TABLE setup_options
        ADD COLUMN slug varchar(60),
        ADD COLUMN modern boolean NOT NULL DEFAULT false,
        ADD COLUMN needs_crt boolean NOT NULL DEFAULT false,
        ADD COLUMN crt boolean NOT NULL DEFAULT false,
        ADD COLUMN original_hardware boolean NOT NULL DEFAULT false`);
    // Options an admin added get a slug from their name, made unique with their id where two would clash.
    await queryRunner.query(`
      UPDATE setup_options SET slug = left(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), 50)`);
    await queryRunner.query(`UPDATE setup_options SET slug = 'option' WHERE slug = ''`);
    for (const fact of setupFacts)
      await queryRunner.query(
        `UPDATE setup_options SET slug = $3, modern = $4, needs_crt = $5, crt = $6, original_hardware = $7
         WHERE kind = $1 AND lower(name) = lower($2)`,
        [
          fact.kind,
          fact.name,
          fact.slug,
          fact.modern ?? false,
          fact.needs_crt ?? false,
          fact.crt ?? false,
          fact.original_hardware ?? false,
        ],
      );
    await queryRunner.query(`
      UPDATE setup_options option SET slug = option.slug || '-' || option.id
      WHERE EXISTS (SELECT 1 FROM setup_options other
                    WHERE other.kind = option.kind AND other.slug = option.slug AND other.id < option.id)`);
    await queryRunner.query(`ALTER TABLE setup_options ALTER COLUMN slug SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX setup_options_kind_slug_idx ON setup_options (kind, slug)`);

    await queryRunner.query(`
      CREATE TABLE platform_setup_options (
        platform_id integer NOT NULL REFERENCES platforms (id) ON DELETE CASCADE,
        option_id integer NOT NULL REFERENCES setup_options (id) ON DELETE CASCADE,
        PRIMARY KEY (platform_id, option_id)
      )`);
    await queryRunner.query(`CREATE INDEX platform_setup_options_option_idx ON platform_setup_options (option_id)`);
    for (const fact of setupFacts)
      for (const platform of fact.platforms ?? [])
        await queryRunner.query(
          `INSERT INTO platform_setup_options (platform_id, option_id)
           SELECT platform.id, option.id FROM platforms platform, setup_options option
           WHERE lower(platform.name) = lower($1) AND option.kind = $2 AND lower(option.name) = lower($3)
           ON CONFLICT DO NOTHING`,
          [platform, fact.kind, fact.name],
        );

    // Filled by the app (the compatibility standing job runs at start and daily), as ageing moves it with time.
    await queryRunner.query(`ALTER TABLE games ADD COLUMN compatibility jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE games DROP COLUMN compatibility`);
    await queryRunner.query(`DROP TABLE platform_setup_options`);
    await queryRunner.query(`DROP INDEX setup_options_kind_slug_idx`);
    await queryRunner.query(
      `ALTER TABLE setup_options DROP COLUMN slug, DROP COLUMN modern, DROP COLUMN needs_crt, DROP COLUMN crt, DROP COLUMN original_hardware`,
    );
    await queryRunner.query(`DROP TABLE compatibility_report_votes`);
    await queryRunner.query(`
      ALTER TABLE compatibility_reports
        ADD COLUMN recoil_works boolean NOT NULL DEFAULT false,
        ADD COLUMN offscreen_reload_works boolean NOT NULL DEFAULT false,
        ADD COLUMN two_players_work boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      UPDATE compatibility_reports SET recoil_works = recoil = 'works',
        offscreen_reload_works = offscreen_reload = 'works', two_players_work = two_players = 'works'`);
    await queryRunner.query(`
      ALTER TABLE compatibility_reports
        DROP COLUMN recoil, DROP COLUMN offscreen_reload, DROP COLUMN two_players, DROP COLUMN calibration,
        DROP COLUMN emulator_version, DROP COLUMN gun_firmware, DROP COLUMN game_version, DROP COLUMN helpful_count`);
  }
}
