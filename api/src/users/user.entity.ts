import { BeforeInsert, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { UserRole } from '@site/contracts';
import { usernameSkeleton } from './lookalikes.js';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  /**
   * The username's lookalike key (`usernameSkeleton`), unique: a name that looks like a taken one is
   * refused, by every API process at once. Null for an old lookalike its migration kept, or a row
   * written in plain SQL (tests, the bench).
   */
  @Column({ name: 'username_skeleton', type: 'text', nullable: true })
  usernameSkeleton: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Never serialised: responses are built by `toUserResponse`. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ type: 'text', default: 'regular' })
  role: UserRole;

  @Column({ name: 'display_name', type: 'varchar', length: 100 })
  displayName: string;

  @Column({ name: 'post_count', type: 'integer', default: 0 })
  postCount: number;

  /** Tokens issued under another version are refused: raised by a logout or a password reset. */
  @Column({ name: 'session_version', type: 'integer', default: 0 })
  sessionVersion: number;

  /** Still the password the seed set at install (generated, or ADMIN_PASSWORD): cleared by any change or reset. */
  @Column({ name: 'password_from_setup', type: 'boolean', default: false })
  passwordFromSetup: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  // Set on every save of a new user (registration, the seeded admin), so none is left without it.
  @BeforeInsert()
  protected setUsernameSkeleton(): void {
    this.usernameSkeleton = usernameSkeleton(this.username);
  }
}
