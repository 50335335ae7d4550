import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { UserRole } from '@site/contracts';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  username: string;

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
}
