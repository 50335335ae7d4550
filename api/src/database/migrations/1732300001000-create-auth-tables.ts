import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuthTables1732300001000 implements MigrationInterface {
  name = 'CreateAuthTables1732300001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Only a SHA-256 of each reset token is stored; the token itself exists only in the mail.
    await queryRunner.query(`
      CREATE TABLE password_reset_tokens (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE mail_outbox (
        id serial PRIMARY KEY,
        recipient varchar(254) NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE mail_outbox`);
    await queryRunner.query(`DROP TABLE password_reset_tokens`);
  }
}
