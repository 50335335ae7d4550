import type { DataSource } from 'typeorm';
import { PlatformEntity, SetupOptionEntity, setupFacts } from '../lightgun/index.js';

/**
 * Fills an empty vocabulary from the certain facts, with each option's platforms; never touches one that has an
 * option (admins may have edited or deleted some). No reports are seeded.
 */
export async function seedSetupOptions(dataSource: DataSource, log: (line: string) => void): Promise<void> {
  const repository = dataSource.getRepository(SetupOptionEntity);
  if ((await repository.count()) > 0) return;
  await dataSource.transaction(async (manager) => {
    const platforms = await manager.find(PlatformEntity);
    for (const fact of setupFacts) {
      const option = await manager.save(
        manager.create(SetupOptionEntity, {
          kind: fact.kind,
          name: fact.name,
          slug: fact.slug,
          description: fact.description,
          modern: fact.modern ?? false,
          needsCrt: fact.needs_crt ?? false,
          crt: fact.crt ?? false,
          originalHardware: fact.original_hardware ?? false,
        }),
      );
      const ids = platforms.filter((platform) => fact.platforms?.includes(platform.name)).map(({ id }) => id);
      if (ids.length > 0)
        await manager.query(
          `INSERT INTO platform_setup_options (platform_id, option_id) SELECT unnest($1::int[]), $2`,
          [ids, option.id],
        );
    }
  });
  log(`Seeded ${setupFacts.length} setup options (guns, displays, ways of playing) and the platforms they belong to.`);
}
