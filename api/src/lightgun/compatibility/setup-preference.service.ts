import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SetupPreference } from '@site/contracts';
import type { Repository } from 'typeorm';
import { foreignKeyViolation, pgErrorCode } from '../../database/pg-errors.js';
import type { User } from '../../users/index.js';
import type { SetupPreferenceInput } from './dto/report.input.js';
import { SetupPreferenceEntity } from './entities/setup-preference.entity.js';
import { partsOf, SetupOptionsService } from './setup-options.service.js';

const toPreference = (row: SetupPreferenceEntity | null): SetupPreference => ({
  gun_id: row?.gunId ?? null,
  display_id: row?.displayId ?? null,
  play_mode_id: row?.playModeId ?? null,
});

/** A member's "my setup" filter, kept on the account. */
@Injectable()
export class SetupPreferenceService {
  constructor(
    @InjectRepository(SetupPreferenceEntity) private readonly preferences: Repository<SetupPreferenceEntity>,
    private readonly options: SetupOptionsService,
  ) {}

  async get(user: User): Promise<SetupPreference> {
    return toPreference(await this.preferences.findOneBy({ userId: user.id }));
  }

  /** Replaces every part; each must be null or name an option of its kind (422). */
  async put(user: User, input: SetupPreferenceInput): Promise<SetupPreference> {
    await this.options.assertBodyParts(partsOf(input));
    const row = { userId: user.id, gunId: input.gun_id, displayId: input.display_id, playModeId: input.play_mode_id };
    try {
      await this.preferences.upsert(row, ['userId']);
    } catch (error) {
      // An option deleted since the check: refused as if it had never existed.
      if (pgErrorCode(error) === foreignKeyViolation) await this.options.assertBodyParts(partsOf(input));
      throw error;
    }
    return this.get(user);
  }
}
