import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32: a video may show a catalogue game (an admin links it); the YouTube sync proposes links by title, which
 * wait for an admin. A dismissed proposal stays, so the sync never makes it again.
 */
export class TieVideosToGames1796100300000 implements MigrationInterface {
  name = 'TieVideosToGames1796100300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE videos ADD COLUMN game_id integer REFERENCES games (id) ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX videos_game_idx ON videos (game_id) WHERE game_id IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE video_game_proposals (
        video_id integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
        game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'dismissed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (video_id, game_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX video_game_proposals_pending_idx ON video_game_proposals (created_at) WHERE status = 'pending'`,
    );
    await queryRunner.query(`CREATE INDEX video_game_proposals_game_idx ON video_game_proposals (game_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE video_game_proposals`);
    await queryRunner.query(`ALTER TABLE videos DROP COLUMN game_id`);
  }
}
