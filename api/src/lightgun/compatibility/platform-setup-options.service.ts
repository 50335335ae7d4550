import { BadRequestException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { PlatformSetupOptions } from '@site/contracts';
import { setupMismatch, type SetupRuleOption } from '@site/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { PlatformEntity } from '../entities/platform.entity.js';
import { SetupOptionEntity } from './entities/setup-option.entity.js';

const platformNotFound = () => new NotFoundException('Platform not found');

const ruleOption = (option: SetupOptionEntity): SetupRuleOption => ({
  id: option.id,
  kind: option.kind,
  name: option.name,
  modern: option.modern,
  needs_crt: option.needsCrt,
  crt: option.crt,
  original_hardware: option.originalHardware,
});

/** The ids of the platform's original guns and ways of playing, in id order. */
async function optionIdsOf(manager: EntityManager, platformId: number): Promise<number[]> {
  const rows = await manager.query<Array<{ option_id: number }>>(
    `SELECT option_id FROM platform_setup_options WHERE platform_id = $1 ORDER BY option_id`,
    [platformId],
  );
  return rows.map((row) => row.option_id);
}

/**
 * Which original guns and ways of playing belong to each platform (admins edit the list), and the rule it feeds: a
 * report's setup must be possible for its game's platform (`setupMismatch` of @site/domain).
 */
@Injectable()
export class PlatformSetupOptionsService {
  constructor(private readonly dataSource: DataSource) {}

  async get(platformId: number): Promise<PlatformSetupOptions> {
    if (!(await this.dataSource.getRepository(PlatformEntity).existsBy({ id: platformId }))) throw platformNotFound();
    return { platform_id: platformId, option_ids: await optionIdsOf(this.dataSource.manager, platformId) };
  }

  /**
   * Replaces the list: each id must name a gun that is not modern or a way of playing (422 naming those that do not);
   * the platform's row is locked meanwhile, so two admins' lists do not mix.
   */
  async replace(platformId: number, optionIds: readonly number[]): Promise<PlatformSetupOptions> {
    const ids = [...new Set(optionIds)];
    return this.dataSource.transaction(async (manager) => {
      const platform = await manager
        .getRepository(PlatformEntity)
        .createQueryBuilder('platform')
        .setLock('pessimistic_write')
        .where('platform.id = :platformId', { platformId })
        .getOne();
      if (!platform) throw platformNotFound();
      const options = ids.length
        ? await manager.findBy(
            SetupOptionEntity,
            ids.map((id) => ({ id })),
          )
        : [];
      const refusals = ids.flatMap((id, index) => {
        const option = options.find((candidate) => candidate.id === id);
        const msg = !option
          ? `${id} is not the id of a setup option`
          : option.kind === 'display'
            ? `${option.name} (${id}) is a display: displays pair with every platform by their flags`
            : option.kind === 'gun' && option.modern
              ? `${option.name} (${id}) is a modern gun: it pairs with every platform's emulators`
              : null;
        return msg ? [{ loc: ['body', 'option_ids', index], msg }] : [];
      });
      if (refusals.length > 0) throw new UnprocessableEntityException({ detail: refusals });
      await manager.query(`DELETE FROM platform_setup_options WHERE platform_id = $1`, [platformId]);
      if (ids.length > 0)
        await manager.query(
          `INSERT INTO platform_setup_options (platform_id, option_id) SELECT $1, unnest($2::int[])`,
          [platformId, ids],
        );
      return { platform_id: platformId, option_ids: [...ids].sort((a, b) => a - b) };
    });
  }

  /**
   * A 400 naming the mismatch ("GunCon 2 is not a gun of the Arcade") when the setup cannot play a game of the
   * platform. The options are known to exist and be of their kinds (SetupOptionsService.assertBodyParts).
   */
  async assertPossible(
    manager: EntityManager,
    platformId: number,
    setup: { gunId: number; displayId: number; playModeId: number },
  ): Promise<void> {
    // One connection (the caller's transaction): the reads take turns anyway.
    const platform = await manager.findOneByOrFail(PlatformEntity, { id: platformId });
    const optionIds = await optionIdsOf(manager, platformId);
    const options = await manager.findBy(SetupOptionEntity, [
      { id: setup.gunId },
      { id: setup.displayId },
      { id: setup.playModeId },
    ]);
    const part = (id: number) => ruleOption(options.find((option) => option.id === id) as SetupOptionEntity);
    const mismatch = setupMismatch(
      { name: platform.name, option_ids: optionIds },
      part(setup.gunId),
      part(setup.displayId),
      part(setup.playModeId),
    );
    if (mismatch) throw new BadRequestException(mismatch.message);
  }
}
