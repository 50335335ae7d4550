import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Game, GameDiscussion, GameThreadPage } from '@site/contracts';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { pageBounds, paginationOf } from '../http/pagination-query.js';
import { GamesService } from '../lightgun/index.js';
import type { User } from '../users/index.js';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';
import { PostingLimit } from '../auth/index.js';
import { keepGame } from './forum-writes.js';
import { ForumWatches } from './forum-watches.service.js';
import { ThreadReads } from './thread-reads.service.js';
import { ThreadSummaries } from './thread-summaries.js';
import { cookOwnText } from '../markdown/cook-markdown.js';

/** Where "Discuss this game" opens its threads; made when missing (a fresh database, or deleted while empty). */
const gameDiscussionCategory = {
  name: 'Game Discussion',
  description:
    'One thread per catalogue game, opened from its page: how it plays, which guns and screens it likes, high scores.',
  icon: '🎯',
};

// Punctuation Markdown could read as markup in a game's title.
const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, '\\$&');

const maxThreadTitle = 300;

/** '<game title> (<platform>)', the title shortened to fit a thread's title. */
function discussionTitle(game: Pick<Game, 'title' | 'platform'>): string {
  const platform = ` (${game.platform})`;
  const room = maxThreadTitle - platform.length;
  const title = game.title.length > room ? `${game.title.slice(0, room - 1).trimEnd()}…` : game.title;
  return `${title}${platform}`;
}

/** The opening post of a game's thread: what it is about, and the way back to the game. */
function discussionIntro(game: Pick<Game, 'id' | 'title' | 'platform'>): string {
  const title = escapeMarkdown(game.title);
  return `The place to talk about **${title}** (${escapeMarkdown(game.platform)}): how it plays, which guns and screens it works with, tips and high scores.\n\n[${title} in the catalogue](/games/${game.id}): its compatibility reports and videos.`;
}

/** The forum threads of a catalogue game, and the one thread "Discuss this game" opens. */
@Injectable()
export class GameDiscussionsService {
  constructor(
    @InjectRepository(ForumThreadEntity) private readonly threads: Repository<ForumThreadEntity>,
    private readonly games: GamesService,
    private readonly postingLimit: PostingLimit,
    private readonly dataSource: DataSource,
    private readonly summaries: ThreadSummaries,
    private readonly reads: ThreadReads,
    private readonly watches: ForumWatches,
  ) {}

  /**
   * The game's thread, opened by the first caller. One per game whoever presses at once, on
   * whichever API process: the partial unique index on (game_id) WHERE is_game_discussion takes one
   * insert, the others do nothing and read the winner's thread once it is committed.
   */
  async open(gameId: number, user: User): Promise<GameDiscussion> {
    const game = await this.games.get(gameId);
    const existing = await this.discussionOf(gameId);
    if (existing !== null) return { thread_id: existing, created: false };
    // Only an opening spends the posting budget: pressing the button again just finds the thread.
    await this.postingLimit.spend(user);
    const intro = discussionIntro(game);
    const { html, excerpt } = cookOwnText(intro);
    const opened = await this.dataSource.transaction(async (manager) => {
      if (!(await keepGame(manager, gameId))) throw new NotFoundException('Game not found');
      const [row] = await manager.query<Array<{ id: number }>>(
        `INSERT INTO forum_threads (category_id, title, content, content_html, excerpt, author_id, game_id, is_game_discussion)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true)
         ON CONFLICT (game_id) WHERE is_game_discussion DO NOTHING
         RETURNING id`,
        [await this.categoryId(manager), discussionTitle(game), intro, html, excerpt, user.id, gameId],
      );
      if (!row) return null;
      // The member who opened it has read its intro and hears of replies, as any thread's author.
      await this.reads.markRead(user.id, row.id, 1, manager);
      await this.watches.watchAsWriter(manager, user.id, row.id);
      return row.id;
    });
    if (opened !== null) return { thread_id: opened, created: true };
    // Another caller's insert won: it is committed by now (ours waited for it).
    const winner = await this.discussionOf(gameId);
    if (winner === null) throw new NotFoundException('Game not found');
    return { thread_id: winner, created: false };
  }

  /** A page of the threads tied to the game, latest activity first, ties to the newest id. */
  async threadsOf(
    gameId: number,
    { page, limit: askedLimit }: { page: number; limit: number },
  ): Promise<GameThreadPage> {
    await this.games.get(gameId);
    const { limit, offset } = pageBounds(page, askedLimit);
    const [rows, total] = await this.threads
      .createQueryBuilder('thread')
      .leftJoinAndSelect('thread.author', 'author')
      .where('thread.gameId = :gameId', { gameId })
      .orderBy('thread.updatedAt', 'DESC')
      .addOrderBy('thread.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { threads: await this.summaries.of(rows), pagination: paginationOf(page, limit, total) };
  }

  private async discussionOf(gameId: number): Promise<number | null> {
    const thread = await this.threads.findOne({ select: { id: true }, where: { gameId, isGameDiscussion: true } });
    return thread?.id ?? null;
  }

  /**
   * The Game Discussion category's id (by name, in any case), made first when missing; kept from deletion until the
   * transaction ends.
   */
  private async categoryId(manager: EntityManager): Promise<number> {
    const { name, description, icon } = gameDiscussionCategory;
    await manager.query(
      `INSERT INTO forum_categories (name, description, icon) VALUES ($1, $2, $3) ON CONFLICT ((lower(name))) DO NOTHING`,
      [name, description, icon],
    );
    const [category] = await manager.query<Array<{ id: number }>>(
      `SELECT id FROM forum_categories WHERE lower(name) = lower($1) FOR KEY SHARE`,
      [name],
    );
    return category.id;
  }
}
