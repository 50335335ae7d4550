import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TieForumThreadsToGames1795700001000 implements MigrationInterface {
  name = 'TieForumThreadsToGames1795700001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // A thread may discuss a catalogue game; deleting the game keeps the thread, untied.
    await queryRunner.query(
      `ALTER TABLE forum_threads ADD COLUMN game_id integer REFERENCES games (id) ON DELETE SET NULL`,
    );
    // The thread "Discuss this game" opens: one per game, however many members press at once on
    // however many API processes, so the database decides (a partial unique index).
    await queryRunner.query(`ALTER TABLE forum_threads ADD COLUMN is_game_discussion boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX forum_threads_game_discussion_idx ON forum_threads (game_id) WHERE is_game_discussion`,
    );
    // A game's threads, latest activity first; also what the SET NULL of a deleted game looks up.
    await queryRunner.query(
      `CREATE INDEX forum_threads_game_idx ON forum_threads (game_id, updated_at DESC, id DESC) WHERE game_id IS NOT NULL`,
    );
    // A member's threads, newest first, for their profile (it also serves what the author index did).
    await queryRunner.query(
      `CREATE INDEX forum_threads_author_recent_idx ON forum_threads (author_id, created_at DESC, id DESC)`,
    );
    await queryRunner.query(`DROP INDEX forum_threads_author_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX forum_threads_author_idx ON forum_threads (author_id)`);
    await queryRunner.query(`DROP INDEX forum_threads_author_recent_idx`);
    await queryRunner.query(`ALTER TABLE forum_threads DROP COLUMN is_game_discussion, DROP COLUMN game_id`);
  }
}
