import { Injectable } from '@nestjs/common';
import type { AdminOverview, NewsArticle, PendingItem, Video } from '@site/contracts';
import { GamesService } from '../lightgun/index.js';
import { NewsService } from '../news/index.js';
import { UsersService } from '../users/index.js';
import { VideosService } from '../videos/index.js';

const recentVideoCount = 5;
const pendingListLimit = 50;

// The page that shows it: /video/{id} or /news/{id}.
const pendingItem = (type: PendingItem['type'], row: Video | NewsArticle): PendingItem => ({
  type,
  id: row.id,
  title: row.title,
  created_at: row.created_at,
  url: `/${type}/${row.id}`,
});

/**
 * The admin dashboard: real counts, what waits for approval and the newest videos, each asked of the module that owns
 * it.
 */
@Injectable()
export class AdminOverviewService {
  constructor(
    private readonly videos: VideosService,
    private readonly news: NewsService,
    private readonly games: GamesService,
    private readonly users: UsersService,
  ) {}

  async overview(): Promise<AdminOverview> {
    const [videoCounts, pendingNewsCount, games, users, waitingVideos, waitingNews, recent] = await Promise.all([
      this.videos.counts(),
      this.news.countWith('pending'),
      this.games.count(),
      this.users.count(),
      this.videos.newestAdded(pendingListLimit, 'pending'),
      this.news.newestPending(pendingListLimit),
      this.videos.newestAdded(recentVideoCount),
    ]);
    // Each list is newest first and at most the limit long: the newest of both are among them.
    const pending = [
      ...waitingVideos.map((video) => pendingItem('video', video)),
      ...waitingNews.map((article) => pendingItem('news', article)),
    ]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, pendingListLimit);
    return {
      counts: {
        videos: videoCounts.total,
        games,
        users,
        pending_videos: videoCounts.pending,
        pending_news: pendingNewsCount,
      },
      pending,
      recent_videos: recent,
    };
  }
}
