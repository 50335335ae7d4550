import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1732300000000 implements MigrationInterface {
  name = 'CreateUsers1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(50) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'regular' CHECK (role IN ('admin', 'moderator', 'regular')),
        display_name varchar(100) NOT NULL,
        post_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Usernames and emails are unique regardless of case.
    await queryRunner.query(`CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username))`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE users`);
  }
}
