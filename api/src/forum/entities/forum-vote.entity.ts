import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One user's vote on one thread: +1 or -1. */
@Entity({ name: 'forum_votes' })
export class ForumVoteEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'thread_id', type: 'integer' })
  threadId: number;

  /** Null once the account is deleted: the vote still counts. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'smallint' })
  value: 1 | -1;
}
