import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EndSessionsAndNormaliseUsernames1795500000000 implements MigrationInterface {
  name = 'EndSessionsAndNormaliseUsernames1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Every token carries the version it was issued under; raising it ends them all (logout, reset).
    // IF NOT EXISTS: a database may have the column from this migration's first version.
    await queryRunner.query(`ALTER TABLE users ADD COLUMN IF NOT EXISTS session_version integer NOT NULL DEFAULT 0`);

    // Logins are now looked up by their NFKC form: store names in it too, or a name registered in
    // full-width letters could no longer sign in. One whose NFKC form another account already has
    // (case aside: the unique index on lower(username)) or that grows past 50 characters is left as
    // it was, so no account is lost or merged.
    const users: Array<{ id: number; username: string }> = await queryRunner.query(`SELECT id, username FROM users`);
    for (const { id, username } of users) {
      const normalised = username.normalize('NFKC').trim();
      if (normalised === username || normalised.length > 50) continue;
      await queryRunner.query(
        `UPDATE users SET username = $1 WHERE id = $2 AND NOT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($1) AND id <> $2)`,
        [normalised, id],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN session_version`);
  }
}
