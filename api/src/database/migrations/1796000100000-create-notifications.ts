import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNotifications1796000100000 implements MigrationInterface {
  name = 'CreateNotifications1796000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // What a member is told (issue 31). The title, excerpt and link are made once, when the source is written.
    await queryRunner.query(`
      CREATE TABLE notifications (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL,
        actor_id integer REFERENCES users(id) ON DELETE SET NULL,
        title text NOT NULL,
        excerpt text NOT NULL DEFAULT '',
        reason text,
        link text NOT NULL,
        source_type text NOT NULL,
        source_id integer NOT NULL,
        read_at timestamptz,
        mailed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A member's newest page, and their unread count from the unread rows alone, stay cheap at millions of rows.
    await queryRunner.query(`CREATE INDEX notifications_newest ON notifications (user_id, id DESC)`);
    await queryRunner.query(`CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL`);
    // The mail jobs look only at what is still to be mailed or settled.
    await queryRunner.query(
      `CREATE INDEX notifications_unmailed ON notifications (user_id, created_at) WHERE mailed_at IS NULL`,
    );
    // A deleted source withdraws its notifications.
    await queryRunner.query(`CREATE INDEX notifications_source ON notifications (source_type, source_id)`);
    await queryRunner.query(`CREATE INDEX notifications_actor ON notifications (actor_id) WHERE actor_id IS NOT NULL`);
    // Only a member's choices that differ from the defaults are stored.
    await queryRunner.query(`
      CREATE TABLE notification_settings (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL,
        delivery text NOT NULL CHECK (delivery IN ('immediately', 'digest', 'never')),
        PRIMARY KEY (user_id, kind)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notification_settings`);
    await queryRunner.query(`DROP TABLE notifications`);
  }
}
