import type { MigrationInterface, QueryRunner } from 'typeorm';
import { usernameSkeleton } from '../../users/lookalikes.js';

export class StoreUsernameSkeletons1795900002000 implements MigrationInterface {
  name = 'StoreUsernameSkeletons1795900002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Each username's lookalike key, unique, so that 'аdmin' cannot sit beside 'admin' even when two
    // processes register at once. Lookalikes already stored keep their accounts: the oldest holds the
    // key, the later ones get none (null, which the index allows) and keep signing in as before.
    await queryRunner.query(`ALTER TABLE users ADD COLUMN username_skeleton text`);
    const users: Array<{ id: number; username: string }> = await queryRunner.query(
      `SELECT id, username FROM users ORDER BY id`,
    );
    const held = new Set<string>();
    const ids: number[] = [];
    const skeletons: string[] = [];
    for (const { id, username } of users) {
      const skeleton = usernameSkeleton(username);
      if (held.has(skeleton)) continue;
      held.add(skeleton);
      ids.push(id);
      skeletons.push(skeleton);
    }
    await queryRunner.query(
      `UPDATE users SET username_skeleton = given.skeleton FROM unnest($1::int[], $2::text[]) AS given (id, skeleton) WHERE users.id = given.id`,
      [ids, skeletons],
    );
    await queryRunner.query(`CREATE UNIQUE INDEX users_username_skeleton_key ON users (username_skeleton)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_username_skeleton_key`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN username_skeleton`);
  }
}
