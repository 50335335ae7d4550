import { ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  MySubmission,
  Video,
  VideoCategory,
  VideoListResponse,
  VideoSearchResponse,
  VideoStatus,
  YoutubeSyncResult,
} from '@site/contracts';
import { In, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { foreignKeyViolation, pgErrorCode, uniqueViolation } from '../database/pg-errors.js';
import { readRows } from '../database/read-rows.js';
import { readSitemapPages, type SitemapPages, type SitemapPlacement } from '../database/sitemap-pages.js';
import { NotificationsService } from '../notifications/index.js';
import type { User } from '../users/index.js';
import type { TagsInput, VideoInput } from './dto/video.input.js';
import { VideoEntity } from './entities/video.entity.js';
import { reviewSubmission, type Review } from './review-submission.js';
import { videoSubmission } from './video-submission.js';
import { playlistChanges, playlistRow, type PlaylistVideo } from './playlist-videos.js';
import { prefixQuery } from '../database/full-text.js';
import { pageBounds, paginationOf } from '../http/pagination-query.js';
import type { VideoListQuery } from './dto/video.query.js';
import { toVideoResponse, videoFromRow, videoRowColumns, type VideoRow } from './video-response.js';
import { videoPageStatement, videoSearchStatement } from './video-statements.js';
import { normalizeTags, videoCategoryValues, youtubeIdFrom } from '@site/domain';

/** A row of the list: a video with the total, or only the total when the page is past the end. */
type PageRow = { total: number } & (VideoRow | { id: null });
const isAdmin = (user?: User | null) => user?.role === 'admin';

@Injectable()
export class VideosService {
  constructor(
    @InjectRepository(VideoEntity) private readonly videos: Repository<VideoEntity>,
    private readonly notifications: NotificationsService,
  ) {}

  /** Pending videos are visible to admins only. */
  private visibleTo(viewer: User | null | undefined): SelectQueryBuilder<VideoEntity> {
    const query = this.videos.createQueryBuilder('video');
    return isAdmin(viewer) ? query : query.where("video.status = 'published'");
  }

  // The list and search are the busiest reads: plain SQL straight on the pool, rows straight into the
  // answer, without TypeORM building the statement and an entity per row on every request (bench/README.md).
  async list(
    { page, limit: askedLimit, category, game_id: gameId }: VideoListQuery,
    viewer?: User | null,
  ): Promise<VideoListResponse> {
    const { limit, offset } = pageBounds(page, askedLimit);
    // A game's videos are what its page lists: the published ones, whoever asks.
    const publishedOnly = gameId !== undefined || !isAdmin(viewer);
    const { text, values } = videoPageStatement({ publishedOnly, category, gameId, limit, offset });
    const rows = await readRows<PageRow>(this.videos.manager.dataSource, text, values);
    const videos = rows.filter((row): row is PageRow & VideoRow => row.id !== null);
    return { videos: videos.map(videoFromRow), pagination: paginationOf(page, limit, rows[0].total) };
  }

  async search(text: string, viewer?: User | null): Promise<VideoSearchResponse> {
    const breakdown = Object.fromEntries(videoCategoryValues.map((c) => [c, 0])) as Record<VideoCategory, number>;
    const tsquery = prefixQuery(text);
    if (!tsquery) return { videos: [], breakdown };
    const statement = videoSearchStatement({ publishedOnly: !isAdmin(viewer), tsquery });
    const rows = await readRows<VideoRow>(this.videos.manager.dataSource, statement.text, statement.values);
    for (const row of rows) breakdown[row.category] += 1;
    return { videos: rows.map(videoFromRow), breakdown };
  }

  /** A video as `viewer` may see it, or null (a visitor never sees a pending one): also the page server's read. */
  findVisible(id: number, viewer?: User | null): Promise<VideoEntity | null> {
    return this.visibleTo(viewer).andWhere('video.id = :id', { id }).getOne();
  }

  private async find(id: number, viewer?: User | null): Promise<VideoEntity> {
    const video = await this.findVisible(id, viewer);
    if (!video) throw new NotFoundException('Video not found');
    return video;
  }

  /** Any video, pending or not: for the admin-only changes (the route's role guard has decided). */
  private async findForAdmin(id: number): Promise<VideoEntity> {
    const video = await this.videos.findOneBy({ id });
    if (!video) throw new NotFoundException('Video not found');
    return video;
  }

  /** A game's published videos, newest first, at most `limit`: its page's structured data. */
  publishedForGame(gameId: number, limit = 20): Promise<VideoEntity[]> {
    return this.visibleTo(null)
      .andWhere('video.gameId = :gameId', { gameId })
      .orderBy('video.publishedAt', 'DESC', 'NULLS LAST')
      .addOrderBy('video.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** The published videos' pages for the sitemap, placed in its files (one statement): a pending video is no page. */
  sitemapPages(placement: SitemapPlacement): Promise<SitemapPages> {
    return readSitemapPages(
      this.videos.manager,
      `SELECT id, updated_at AS lastmod FROM videos WHERE status = 'published'`,
      placement,
    );
  }

  /** How many published videos there are, counted up to `atMost`. */
  async publishedCount(atMost: number): Promise<number> {
    const [row] = await this.videos.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM videos WHERE status = 'published' LIMIT $1) AS published`,
      [atMost],
    );
    return row.count;
  }

  /**
   * Of the `newest` latest published videos (by publication, as the library lists them), the first
   * `take` by the date they are shown with (publication, else creation) to the millisecond, then id:
   * the order a merged feed reads them in.
   */
  async latestPublished(newest: number, take: number): Promise<Video[]> {
    const rows = await this.videos.query<VideoRow[]>(
      `SELECT * FROM (
         SELECT ${videoRowColumns}, coalesce(published_at, created_at) AS shown_at FROM videos WHERE status = 'published'
         ORDER BY published_at DESC NULLS LAST, id DESC LIMIT $1
       ) AS newest
       ORDER BY date_trunc('milliseconds', shown_at) DESC, id DESC LIMIT $2`,
      [newest, take],
    );
    return rows.map(videoFromRow);
  }

  /** Every video and the pending ones: the admin dashboard's figures. */
  async counts(): Promise<{ total: number; pending: number }> {
    const [row] = await this.videos.query<Array<{ total: number; pending: number }>>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'pending'))::int AS pending FROM videos`,
    );
    return row;
  }

  /** The most recently added videos, pending ones too, or only those of `status`. */
  async newestAdded(limit: number, status?: VideoStatus): Promise<Video[]> {
    const videos = await this.videos.find({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return videos.map(toVideoResponse);
  }

  async get(id: number, viewer?: User | null): Promise<Video> {
    return toVideoResponse(await this.find(id, viewer));
  }

  /**
   * A non-admin's video is always stored pending, whatever it sends; its `views` and `publishedAt`
   * are ignored, so approval publishes no made-up count or date (issue 15).
   */
  async create(input: VideoInput, author: User): Promise<Video> {
    const video = this.videos.create({ source: 'manual', submittedBy: author.id, views: 0, tags: [], tagWords: '' });
    const trusted = isAdmin(author) ? input : { ...input, views: undefined, publishedAt: undefined };
    this.apply(video, trusted);
    video.status = isAdmin(author) ? (input.status ?? 'published') : 'pending';
    video.publishedAt = trusted.publishedAt
      ? new Date(trusted.publishedAt)
      : video.status === 'published'
        ? new Date()
        : null;
    return toVideoResponse(await this.save(video));
  }

  async update(id: number, input: VideoInput): Promise<Video> {
    const video = await this.findForAdmin(id);
    this.apply(video, input);
    if (input.status) video.status = input.status;
    if (video.status !== 'denied') video.denialReason = null;
    if (input.publishedAt) video.publishedAt = new Date(input.publishedAt);
    return toVideoResponse(await this.save(video));
  }

  /**
   * Links the video to a catalogue game, or unlinks it (null), in `manager`'s transaction when given. The foreign key
   * decides whether the game exists (this module does not read the catalogue): a missing one is a 422.
   */
  async setGame(id: number, gameId: number | null, manager: EntityManager = this.videos.manager): Promise<Video> {
    try {
      const result = await manager.update(VideoEntity, { id }, { gameId });
      if (!result.affected) throw new NotFoundException('Video not found');
    } catch (error) {
      if (pgErrorCode(error) === foreignKeyViolation)
        throw new UnprocessableEntityException({
          detail: [{ loc: ['body', 'game_id'], msg: `No game has the id ${gameId}` }],
        });
      throw error;
    }
    const video = await manager.findOneBy(VideoEntity, { id });
    if (!video) throw new NotFoundException('Video not found');
    return toVideoResponse(video);
  }

  /**
   * The videos of these ids (or YouTube ids) that show no game yet, oldest first, in `manager`'s transaction when
   * given: what the YouTube sync proposes games for, and which of its proposals still wait.
   */
  async unlinked(
    by: { ids: number[] } | { youtubeIds: string[] },
    manager: EntityManager = this.videos.manager,
  ): Promise<Video[]> {
    const [column, values] =
      'ids' in by ? ['id = ANY($1::int[])', by.ids] : ['youtube_id = ANY($1::text[])', by.youtubeIds];
    if (values.length === 0) return [];
    const rows = await manager.query<VideoRow[]>(
      `SELECT ${videoRowColumns} FROM videos WHERE ${column} AND game_id IS NULL ORDER BY id`,
      [values],
    );
    return rows.map(videoFromRow);
  }

  async setTags(id: number, { tags }: TagsInput): Promise<Video> {
    const video = await this.findForAdmin(id);
    this.setTagList(video, tags);
    return toVideoResponse(await this.videos.save(video));
  }

  /** Publishes the video; a member's submission, pending or denied until now, tells its submitter. */
  async approve(id: number, admin: User): Promise<Video> {
    return this.review(await this.findForAdmin(id), admin, { decision: 'approve' });
  }

  /** A pending submission becomes 'denied': it stays for its submitter, who is told (with the reason if given). */
  async deny(id: number, reason: string | undefined, admin: User): Promise<Video> {
    const video = await this.findForAdmin(id);
    if (video.status !== 'pending')
      throw new ConflictException('Only pending videos can be rejected; delete a published one instead');
    return this.review(video, admin, { decision: 'deny', reason });
  }

  private async review(video: VideoEntity, admin: User, decision: Review): Promise<Video> {
    const page = { type: 'video', page: `/video/${video.id}` } as const;
    return toVideoResponse(
      await reviewSubmission(this.videos.manager, this.notifications, admin, video, page, decision),
    );
  }

  /** A member's own videos, newest first: `take` of them from `skip` (all when no `take`), and how many in all. */
  async submissionsOf(userId: number, skip = 0, take?: number): Promise<{ items: MySubmission[]; total: number }> {
    const [videos, total] = await this.videos.findAndCount({
      where: { submittedBy: userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return { items: videos.map(videoSubmission), total };
  }

  /** The video and the notifications about it go together. */
  async remove(id: number): Promise<void> {
    await this.videos.manager.transaction(async (manager) => {
      const result = await manager.delete(VideoEntity, { id });
      if (!result.affected) throw new NotFoundException('Video not found');
      await this.notifications.withdraw({ type: 'video', id }, manager);
    });
  }

  countDemo(): Promise<number> {
    return this.videos.countBy({ isDemo: true });
  }

  /** Deletes every demo video in the caller's transaction (DemoContentService); answers how many went. */
  async removeDemo(manager: EntityManager): Promise<number> {
    return (await manager.delete(VideoEntity, { isDemo: true })).affected ?? 0;
  }

  /**
   * The YouTube sync's write, in the caller's transaction (the sync's run commits its success with
   * it): adds the playlist's new videos and updates what YouTube owns of known ones, hand-made rows
   * included; deletes nothing, and counts as updated only rows that changed. `saved` is awaited after
   * each video.
   */
  async upsertPlaylist(
    manager: EntityManager,
    videos: PlaylistVideo[],
    saved: (done: number) => Promise<void>,
  ): Promise<YoutubeSyncResult> {
    const stored = videos.length
      ? await manager.findBy(VideoEntity, { youtubeId: In(videos.map((video) => video.youtubeId)) })
      : [];
    const byYoutubeId = new Map(stored.map((row) => [row.youtubeId, row]));
    let added = 0;
    let updated = 0;
    for (const [index, video] of videos.entries()) {
      const row = byYoutubeId.get(video.youtubeId);
      if (!row) {
        await manager.insert(VideoEntity, playlistRow(video));
        added += 1;
      } else {
        const changes = playlistChanges(row, video);
        if (changes) {
          await manager.update(VideoEntity, { id: row.id }, changes);
          updated += 1;
        }
      }
      await saved(index + 1);
    }
    return { total_videos: await manager.count(VideoEntity), added, updated };
  }

  private apply(video: VideoEntity, input: VideoInput) {
    const youtubeId = youtubeIdFrom(input.youtube_url);
    if (!youtubeId)
      throw new UnprocessableEntityException({
        detail: [{ loc: ['body', 'youtube_url'], msg: 'Invalid YouTube URL' }],
      });
    video.youtubeId = youtubeId;
    video.title = input.title;
    // Spec section 5: the body falls back to the title.
    video.description = input.description?.trim() || input.content?.trim() || input.title;
    video.category = input.category ?? video.category ?? 'on-rail';
    if (input.thumbnail !== undefined) video.thumbnail = input.thumbnail;
    if (input.duration !== undefined) video.duration = input.duration;
    if (input.views !== undefined) video.views = input.views;
    if (input.tags !== undefined) this.setTagList(video, input.tags);
  }

  private setTagList(video: VideoEntity, tags: TagsInput['tags']) {
    video.tags = normalizeTags(tags);
    video.tagWords = video.tags.map((tag) => tag.text).join(' ');
  }

  private async save(video: VideoEntity): Promise<VideoEntity> {
    try {
      return await this.videos.save(video);
    } catch (error) {
      if (pgErrorCode(error) === uniqueViolation) {
        throw new ConflictException('This YouTube video is already in the library');
      }
      throw error;
    }
  }
}
