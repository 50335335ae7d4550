import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import type { YoutubeSyncEvent, YoutubeSyncResult } from '@site/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { VideosService } from '../videos/index.js';
import { GameProposalsService } from './game-proposals/game-proposals.service.js';
import { fetchPlaylistFromApi } from './playlist-api.js';
import { fetchPlaylistFromFeed } from './playlist-feed.js';
import type { FetchProgress, PlaylistVideo } from './playlist-video.js';
import { youtubeTimeoutMs } from './youtube-http.js';

export const noPlaylistDetail = 'YOUTUBE_PLAYLIST_ID is not configured';

/** Where a sync's progress goes (its run's record): each event awaited, the success written with the videos. */
export interface SyncProgress {
  publish(event: YoutubeSyncEvent): Promise<void>;
  succeed(manager: EntityManager, result: YoutubeSyncResult): Promise<void>;
}

/**
 * The sync's work: copies the configured YouTube playlist into the library. All of it is fetched
 * first, then written in one transaction with the run's success, so a failure anywhere leaves the
 * library as it was. Nothing is ever deleted.
 */
@Injectable()
export class PlaylistSync {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly proposals: GameProposalsService,
  ) {}

  async run(progress: SyncProgress): Promise<YoutubeSyncResult> {
    const { youtubePlaylistId: playlistId, youtubeApiKey: apiKey } = this.config;
    if (!playlistId) throw new UnprocessableEntityException(noPlaylistDetail);
    const source = apiKey ? 'api' : 'feed';
    const onPage = (fetched: FetchProgress) => progress.publish({ phase: 'fetching', source, ...fetched });
    // Followers on every process see the sync from here on, before the first slow request.
    await onPage({ pages: 0, items: 0, total: null });
    const options = { playlistId, timeoutMs: youtubeTimeoutMs, onPage };
    const videos = apiKey
      ? await fetchPlaylistFromApi({ ...options, apiKey, baseUrl: this.config.youtubeApiBaseUrl })
      : await fetchPlaylistFromFeed({ ...options, baseUrl: this.config.youtubeFeedBaseUrl });
    return this.dataSource.transaction((manager) => this.save(manager, videos, progress));
  }

  private async save(
    manager: EntityManager,
    videos: PlaylistVideo[],
    progress: SyncProgress,
  ): Promise<YoutubeSyncResult> {
    const total = videos.length;
    await progress.publish({ phase: 'saving', done: 0, total });
    const result = await this.videos.upsertPlaylist(manager, videos, (done) =>
      progress.publish({ phase: 'saving', done, total }),
    );
    await this.proposals.proposeFor(
      manager,
      videos.map((video) => video.youtubeId),
    );
    // Last, after every progress write: this locks the run's row until the commit.
    await progress.succeed(manager, result);
    return result;
  }
}
