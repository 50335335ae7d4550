import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { seedAdmin } from './seed-admin.js';
import { seedForum } from './seed-forum.js';
import { seedLightgun } from './seed-lightgun.js';
import { seedNews } from './seed-news.js';
import { seedSetupOptions } from './seed-setup-options.js';
import { seedVideos } from './seed-videos.js';

/** The idempotent seed step run on every start: each seeder adds only what is missing. */
export async function runSeed(dataSource: DataSource, config: AppConfig, log: (line: string) => void): Promise<void> {
  await seedAdmin(dataSource, config, log);
  await seedVideos(dataSource, log);
  await seedNews(dataSource, log);
  await seedLightgun(dataSource, log);
  await seedSetupOptions(dataSource, log);
  await seedForum(dataSource, log);
}
