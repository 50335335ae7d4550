import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The spec's default category icon: a speech balloon. */
export const defaultCategoryIcon = '💬';

@Entity({ name: 'forum_categories' })
export class ForumCategoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique whatever its case. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  @Column({ type: 'varchar', length: 16, default: defaultCategoryIcon })
  icon: string;

  @Column({ name: 'created_by', type: 'integer', nullable: true })
  createdBy: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
