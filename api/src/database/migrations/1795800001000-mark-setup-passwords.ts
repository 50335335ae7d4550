import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MarkSetupPasswords1795800001000 implements MigrationInterface {
  name = 'MarkSetupPasswords1795800001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // True while the password is still the one the seed set at install (generated and printed, or
    // ADMIN_PASSWORD): the admin's setup checklist asks for it to be changed. Any change or reset clears it.
    await queryRunner.query(`ALTER TABLE users ADD COLUMN password_from_setup boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN password_from_setup`);
  }
}
