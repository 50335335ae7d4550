import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AdminOverview, PendingItem } from '@site/contracts';
import { DataSource, type Repository } from 'typeorm';
import { VideoEntity } from '../videos/entities/video.entity.js';
import { toVideoResponse } from '../videos/video-response.js';

const recentVideoCount = 5;
const pendingListLimit = 50;

interface CountsRow {
  videos: string;
  games: string;
  users: string;
  pending_videos: string;
  pending_news: string;
}

interface PendingRow {
  type: PendingItem['type'];
  id: number;
  title: string;
  created_at: Date;
}

const pageOf = (item: PendingRow) => (item.type === 'video' ? `/video/${item.id}` : `/news/${item.id}`);

/** The admin dashboard: real counts, what waits for approval and the newest videos. */
@Injectable()
export class AdminOverviewService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(VideoEntity) private readonly videos: Repository<VideoEntity>,
  ) {}

  async overview(): Promise<AdminOverview> {
    const [[counts], pending, recent] = await Promise.all([
      this.dataSource.query<CountsRow[]>(`
        SELECT (SELECT count(*) FROM videos) AS videos,
               (SELECT count(*) FROM games) AS games,
               (SELECT count(*) FROM users) AS users,
               (SELECT count(*) FROM videos WHERE status = 'pending') AS pending_videos,
               (SELECT count(*) FROM news WHERE status = 'pending') AS pending_news`),
      this.dataSource.query<PendingRow[]>(
        `SELECT 'video' AS type, id, title, created_at FROM videos WHERE status = 'pending'
         UNION ALL
         SELECT 'news' AS type, id, title, created_at FROM news WHERE status = 'pending'
         ORDER BY created_at DESC, id DESC
         LIMIT $1`,
        [pendingListLimit],
      ),
      this.videos.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: recentVideoCount }),
    ]);
    return {
      counts: {
        videos: Number(counts.videos),
        games: Number(counts.games),
        users: Number(counts.users),
        pending_videos: Number(counts.pending_videos),
        pending_news: Number(counts.pending_news),
      },
      pending: pending.map((item) => ({
        type: item.type,
        id: item.id,
        title: item.title,
        created_at: new Date(item.created_at).toISOString(),
        url: pageOf(item),
      })),
      recent_videos: recent.map(toVideoResponse),
    };
  }
}
