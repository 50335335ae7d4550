import type { SetupOptionKind } from '@site/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A gun, display or way of playing; its kind never changes (reports rely on it). */
@Entity({ name: 'setup_options' })
export class SetupOptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  kind: SetupOptionKind;

  /** Unique per kind, whatever its case. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Its name in addresses; unique per kind. */
  @Column({ type: 'varchar', length: 60 })
  slug: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  description: string;

  /** The flags that say which setups are possible (SetupOption in @site/contracts). */
  @Column({ type: 'boolean', default: false })
  modern: boolean;

  @Column({ name: 'needs_crt', type: 'boolean', default: false })
  needsCrt: boolean;

  @Column({ type: 'boolean', default: false })
  crt: boolean;

  @Column({ name: 'original_hardware', type: 'boolean', default: false })
  originalHardware: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
