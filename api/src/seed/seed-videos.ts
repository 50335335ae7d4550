import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { normalizeTags } from '@site/domain';
import { VideoEntity } from '../videos/index.js';
import { demoVideos } from './demo-videos.js';

const placeholderId = (title: string) => createHash('sha256').update(title).digest('base64url').slice(0, 11);
const day = 24 * 60 * 60 * 1000;

/** Fills an empty library with the demo videos (flagged demo, no views); never touches a library that has any video. */
export async function seedVideos(dataSource: DataSource, log: (line: string) => void): Promise<void> {
  const videos = dataSource.getRepository(VideoEntity);
  if ((await videos.count()) > 0) return;
  const now = Date.now();
  await videos.save(
    demoVideos.map((demo) => {
      const tags = normalizeTags(demo.tags);
      return videos.create({
        title: demo.title,
        description: demo.description,
        category: demo.category,
        duration: demo.duration,
        views: 0,
        isDemo: true,
        youtubeId: placeholderId(demo.title),
        status: 'published',
        source: 'manual',
        tags,
        tagWords: tags.map((tag) => tag.text).join(' '),
        publishedAt: new Date(now - demo.age * day),
      });
    }),
  );
  log(`Seeded ${demoVideos.length} demo videos.`);
}
