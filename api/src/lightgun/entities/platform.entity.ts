import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The spec's default platform icon: a gamepad. */
export const defaultPlatformIcon = '🎮';
export const defaultPlatformColor = '#475569';

@Entity({ name: 'platforms' })
export class PlatformEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique whatever its case; matched case-insensitively in page addresses. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  manufacturer: string;

  @Column({ type: 'varchar', length: 16, default: defaultPlatformIcon })
  icon: string;

  /** The light gun(s) of the platform, e.g. 'NES Zapper'. */
  @Column({ type: 'varchar', length: 200, default: '' })
  gun: string;

  /** #rrggbb, lower case: the generated covers' colour. */
  @Column({ type: 'varchar', length: 7, default: defaultPlatformColor })
  color: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
