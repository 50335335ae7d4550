import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `compatibility_reports.helpful_count` gets one writer: these triggers on the helpful marks, in the transaction of
 * whatever adds or removes one (a member's mark, a deleted account's marks going with it, plain SQL), counted once per
 * statement from its transition table, as the forum's post counts are (1795920001000).
 */
const countMarks = `
  CREATE FUNCTION count_helpful_marks() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      UPDATE compatibility_reports SET helpful_count = compatibility_reports.helpful_count + marked.count
      FROM (SELECT report_id, count(*)::int AS count FROM new_rows GROUP BY report_id) AS marked
      WHERE compatibility_reports.id = marked.report_id;
    ELSE
      UPDATE compatibility_reports SET helpful_count = greatest(compatibility_reports.helpful_count - gone.count, 0)
      FROM (SELECT report_id, count(*)::int AS count FROM old_rows GROUP BY report_id) AS gone
      WHERE compatibility_reports.id = gone.report_id;
    END IF;
    RETURN NULL;
  END
  $$`;

export class CountHelpfulMarksByTrigger1796100110000 implements MigrationInterface {
  name = 'CountHelpfulMarksByTrigger1796100110000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(countMarks);
    await queryRunner.query(
      `CREATE TRIGGER compatibility_report_votes_counted_in AFTER INSERT ON compatibility_report_votes
       REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_helpful_marks()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER compatibility_report_votes_counted_out AFTER DELETE ON compatibility_report_votes
       REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_helpful_marks()`,
    );
    await queryRunner.query(`
      UPDATE compatibility_reports report SET helpful_count =
        (SELECT count(*)::int FROM compatibility_report_votes vote WHERE vote.report_id = report.id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER compatibility_report_votes_counted_out ON compatibility_report_votes`);
    await queryRunner.query(`DROP TRIGGER compatibility_report_votes_counted_in ON compatibility_report_votes`);
    await queryRunner.query(`DROP FUNCTION count_helpful_marks()`);
  }
}
