import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { User } from '../users/index.js';
import { demoContentWanted } from './demo-setting.js';
import { seedAdmin } from './seed-admin.js';
import { seedForum } from './seed-forum.js';
import { seedLightgun } from './seed-lightgun.js';
import { seedNews } from './seed-news.js';
import { seedSetupOptions } from './seed-setup-options.js';
import { seedVideos } from './seed-videos.js';

/**
 * The idempotent seed step run on every start: each seeder adds only what is missing. Demo content
 * goes only into a fresh database (no account yet), so once an admin removed it, no restart brings
 * it back; `demo` defaults to SEED_DEMO.
 */
export async function runSeed(
  dataSource: DataSource,
  config: AppConfig,
  log: (line: string) => void,
  { demo = demoContentWanted() }: { demo?: boolean } = {},
): Promise<void> {
  const withDemo = demo && (await dataSource.getRepository(User).count()) === 0;
  await seedAdmin(dataSource, config, log);
  if (withDemo) await seedVideos(dataSource, log);
  await seedNews(dataSource, log, withDemo);
  await seedLightgun(dataSource, log);
  await seedSetupOptions(dataSource, log);
  await seedForum(dataSource, log, withDemo);
}
