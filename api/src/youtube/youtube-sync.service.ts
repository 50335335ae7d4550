import { ConflictException, Inject, Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { toErrorBody } from '../http/error-body.js';
import { VideoEntity } from '../videos/index.js';
import { tryAdvisoryLock } from './advisory-lock.js';
import { fetchPlaylistFromApi } from './playlist-api.js';
import { fetchPlaylistFromFeed } from './playlist-feed.js';
import type { FetchProgress, PlaylistVideo } from './playlist-video.js';
import { YoutubeSyncProgress, type YoutubeSyncResult } from './sync-progress.js';
import type { SyncRunOrigin } from './sync-runs/sync-run-origin.js';
import { syncLockKey } from './sync-runs/youtube-sync-runs.js';
import { youtubeTimeoutMs } from './youtube-http.js';

type SyncedFields = Pick<VideoEntity, 'title' | 'description' | 'thumbnail' | 'duration' | 'views' | 'publishedAt'>;

/** What the playlist says of a stored row; null when it already says the same. */
function changesFor(row: VideoEntity, video: PlaylistVideo): Partial<SyncedFields> | null {
  const next: SyncedFields = {
    title: video.title || row.title,
    description: video.description,
    thumbnail: video.thumbnail ?? row.thumbnail,
    duration: video.duration ?? row.duration,
    views: video.views ?? row.views,
    publishedAt: video.publishedAt ?? row.publishedAt,
  };
  const changes: Partial<SyncedFields> = {};
  if (next.title !== row.title) changes.title = next.title;
  if (next.description !== row.description) changes.description = next.description;
  if (next.thumbnail !== row.thumbnail) changes.thumbnail = next.thumbnail;
  if (next.duration !== row.duration) changes.duration = next.duration;
  if (next.views !== row.views) changes.views = next.views;
  if (next.publishedAt?.getTime() !== row.publishedAt?.getTime()) changes.publishedAt = next.publishedAt;
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * Copies the configured YouTube playlist into the library: all of it is fetched first, then written
 * in one transaction, so a failure anywhere leaves the library as it was. Nothing is ever deleted.
 */
@Injectable()
export class YoutubeSyncService {
  private readonly logger = new Logger('YoutubeSync');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly progress: YoutubeSyncProgress,
  ) {}

  /** One sync at a time across every API process: the others answer 409 while the lock is held. */
  async sync(origin: SyncRunOrigin): Promise<YoutubeSyncResult> {
    const lock = await tryAdvisoryLock(this.dataSource, syncLockKey);
    if (!lock) throw new ConflictException('A YouTube sync is already running');
    this.progress.begin(origin);
    try {
      const result = await this.fetchAndSave();
      this.logger.log(`YouTube sync: ${result.added} added, ${result.updated} updated, ${result.total_videos} videos in the library`);
      this.progress.publish({ phase: 'done', result });
      return result;
    } catch (error) {
      const { detail, status } = toErrorBody(error);
      this.progress.publish({ phase: 'error', detail: typeof detail === 'string' ? detail : 'Internal server error', status });
      throw error;
    } finally {
      // The last event is recorded before the lock goes: a row left unfinished means a dead process.
      await this.progress.end();
      await lock.release();
    }
  }

  private async fetchAndSave(): Promise<YoutubeSyncResult> {
    const { youtubePlaylistId: playlistId, youtubeApiKey: apiKey } = this.config;
    if (!playlistId) throw new UnprocessableEntityException('YOUTUBE_PLAYLIST_ID is not configured');
    const source = apiKey ? 'api' : 'feed';
    const onPage = (fetched: FetchProgress) => this.progress.publish({ phase: 'fetching', source, ...fetched });
    onPage({ pages: 0, items: 0, total: null });
    // Followers on other processes see the sync from here on, before the first slow request.
    await this.progress.recorded();
    const options = { playlistId, timeoutMs: youtubeTimeoutMs, onPage };
    const videos = apiKey
      ? await fetchPlaylistFromApi({ ...options, apiKey, baseUrl: this.config.youtubeApiBaseUrl })
      : await fetchPlaylistFromFeed({ ...options, baseUrl: this.config.youtubeFeedBaseUrl });
    return this.dataSource.transaction((manager) => this.save(manager, videos));
  }

  private async save(manager: EntityManager, videos: PlaylistVideo[]): Promise<YoutubeSyncResult> {
    const stored = videos.length ? await manager.findBy(VideoEntity, { youtubeId: In(videos.map((video) => video.youtubeId)) }) : [];
    const byYoutubeId = new Map(stored.map((row) => [row.youtubeId, row]));
    let added = 0;
    let updated = 0;
    this.progress.publish({ phase: 'saving', done: 0, total: videos.length });
    for (const [index, video] of videos.entries()) {
      const row = byYoutubeId.get(video.youtubeId);
      if (!row) {
        await manager.insert(VideoEntity, {
          youtubeId: video.youtubeId,
          title: video.title || video.youtubeId,
          description: video.description,
          thumbnail: video.thumbnail ?? '',
          duration: video.duration ?? '',
          views: video.views ?? 0,
          publishedAt: video.publishedAt ?? new Date(),
          category: 'on-rail',
          status: 'published',
          source: 'youtube',
          tags: [],
          tagWords: '',
        });
        added += 1;
      } else {
        // Only what YouTube owns: a hand-made row keeps its source, category, tags and status.
        const changes = changesFor(row, video);
        if (changes) {
          await manager.update(VideoEntity, { id: row.id }, changes);
          updated += 1;
        }
      }
      this.progress.publish({ phase: 'saving', done: index + 1, total: videos.length });
    }
    return { total_videos: await manager.count(VideoEntity), added, updated };
  }
}
