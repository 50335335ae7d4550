import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type VideoGameProposalStatus = 'pending' | 'dismissed';

/**
 * A link the sync proposes from a video's title to a catalogue game, waiting for an admin. A dismissed one stays, so
 * the sync never proposes it again; an accepted one is deleted once the video is linked.
 */
@Entity({ name: 'video_game_proposals' })
export class VideoGameProposalEntity {
  @PrimaryColumn({ name: 'video_id', type: 'integer' })
  videoId: number;

  @PrimaryColumn({ name: 'game_id', type: 'integer' })
  gameId: number;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: VideoGameProposalStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
