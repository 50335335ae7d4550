import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A member's "my setup" filter; each part null when not chosen (or its option was deleted). */
@Entity({ name: 'setup_preferences' })
export class SetupPreferenceEntity {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'gun_id', type: 'integer', nullable: true })
  gunId: number | null;

  @Column({ name: 'display_id', type: 'integer', nullable: true })
  displayId: number | null;

  @Column({ name: 'play_mode_id', type: 'integer', nullable: true })
  playModeId: number | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
