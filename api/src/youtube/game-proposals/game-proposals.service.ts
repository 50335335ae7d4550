import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { VideoGameProposal, VideoGameProposals } from '@site/contracts';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { maxPageSize } from '@site/domain';
import { GamesService } from '../../lightgun/index.js';
import { VideosService } from '../../videos/index.js';
import { titleMatcher, type CatalogueTitle } from './title-match.js';
import { VideoGameProposalEntity } from './video-game-proposal.entity.js';

const noSuchProposal = (videoId: number, gameId: number) =>
  new NotFoundException(`No pending proposal links video ${videoId} to game ${gameId}`);

/**
 * The links the YouTube sync proposes from videos' titles to catalogue games. Nothing is linked until an admin accepts
 * a proposal; a dismissed one is kept, so the sync never makes it again.
 */
@Injectable()
export class GameProposalsService {
  constructor(
    @InjectRepository(VideoGameProposalEntity) private readonly proposals: Repository<VideoGameProposalEntity>,
    private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly games: GamesService,
  ) {}

  /**
   * Proposes games for the synced videos (by YouTube id) that show none yet, in the sync's transaction: made with its
   * success or not at all. An existing proposal, pending or dismissed, is left as it is.
   */
  async proposeFor(manager: EntityManager, youtubeIds: string[]): Promise<void> {
    const videos = await this.videos.unlinked({ youtubeIds }, manager);
    if (videos.length === 0) return;
    const match = titleMatcher(await this.catalogue());
    const pairs = videos.flatMap((video) => match(video.title).map((gameId) => [video.id, gameId]));
    if (pairs.length === 0) return;
    await manager.query(
      `INSERT INTO video_game_proposals (video_id, game_id)
       SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING`,
      [pairs.map(([videoId]) => videoId), pairs.map(([, gameId]) => gameId)],
    );
  }

  /** Every catalogue title, through the lightgun module's own search (the catalogue is a few hundred games). */
  private async catalogue(): Promise<CatalogueTitle[]> {
    const titles: CatalogueTitle[] = [];
    for (let page = 1; ; page += 1) {
      const query = { q: '', page, limit: maxPageSize, sort: 'title' };
      const found = await this.games.search(query as Parameters<GamesService['search']>[0]);
      titles.push(...found.games.map(({ id, title }) => ({ id, title })));
      if (!found.pagination.has_next) return titles;
    }
  }

  /** The pending proposals of videos still without a game, newest first. */
  async pending(): Promise<VideoGameProposals> {
    const rows = await this.proposals.find({
      where: { status: 'pending' },
      order: { createdAt: 'DESC', videoId: 'DESC', gameId: 'ASC' },
    });
    const videos = new Map(
      (await this.videos.unlinked({ ids: rows.map((row) => row.videoId) })).map((video) => [video.id, video]),
    );
    const games = await this.games.discussedGames(rows.map((row) => row.gameId));
    const proposals = rows.flatMap((row): VideoGameProposal[] => {
      const video = videos.get(row.videoId);
      const game = games.get(row.gameId);
      if (!video || !game) return [];
      return [
        {
          video: { id: video.id, title: video.title, thumbnail: video.thumbnail, youtube_id: video.youtube_id },
          game: { id: game.id, title: game.title, platform: game.platform },
          created_at: row.createdAt.toISOString(),
        },
      ];
    });
    return { proposals };
  }

  /** Links the video to the game; the video's other pending proposals are dismissed with it. */
  async accept(videoId: number, gameId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const taken = await manager.delete(VideoGameProposalEntity, { videoId, gameId, status: 'pending' });
      // A video linked meanwhile (by hand, or another proposal) has no proposal waiting.
      const [unlinked] = await this.videos.unlinked({ ids: [videoId] }, manager);
      if (!taken.affected || !unlinked) throw noSuchProposal(videoId, gameId);
      await this.videos.setGame(videoId, gameId, manager);
      await manager.update(VideoGameProposalEntity, { videoId, status: 'pending' }, { status: 'dismissed' });
    });
  }

  async dismiss(videoId: number, gameId: number): Promise<void> {
    const result = await this.proposals.update({ videoId, gameId, status: 'pending' }, { status: 'dismissed' });
    if (!result.affected) throw noSuchProposal(videoId, gameId);
  }
}
