import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { GameDiscussion, GameDiscussionLookup, GameThreadPage } from '@site/contracts';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { pageBounds, paginationOf } from '../http/pagination-query.js';
import { GamesService } from '../lightgun/index.js';
import type { User } from '../users/index.js';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';
import { MarkdownCooker } from '../markdown/markdown-cooker.js';
import type { GameDiscussionInput } from './dto/game-discussion.input.js';
import { ForumNotices } from './forum-notices.service.js';
import { ForumPostsService } from './forum-posts.service.js';
import { keepGame } from './forum-writes.js';
import { ForumWatches } from './forum-watches.service.js';
import { ThreadReads } from './thread-reads.service.js';
import { ThreadSummaries } from './thread-summaries.js';

/** Where "Discuss this game" opens its threads; made when missing (a fresh database, or deleted while empty). */
const gameDiscussionCategory = {
  name: 'Game Discussion',
  description:
    'One thread per catalogue game, opened from its page: how it plays, which guns and screens it likes, high scores.',
  icon: '🎯',
};

/** The forum threads of a catalogue game, and the one thread "Discuss this game" opens. */
@Injectable()
export class GameDiscussionsService {
  constructor(
    @InjectRepository(ForumThreadEntity) private readonly threads: Repository<ForumThreadEntity>,
    private readonly games: GamesService,
    private readonly dataSource: DataSource,
    private readonly cooker: MarkdownCooker,
    private readonly notices: ForumNotices,
    private readonly posts: ForumPostsService,
    private readonly summaries: ThreadSummaries,
    private readonly reads: ThreadReads,
    private readonly watches: ForumWatches,
  ) {}

  /** The game's discussion thread, or null while there is none; 404 for an unknown game. */
  async lookup(gameId: number): Promise<GameDiscussionLookup> {
    await this.games.get(gameId);
    return { thread_id: await this.discussionOf(gameId) };
  }

  /**
   * Opens the game's thread with the member's own first post, or, when it exists, posts their text there as a reply:
   * nothing they wrote is lost. One thread per game whoever presses at once, on whichever API process: the partial
   * unique index on (game_id) WHERE is_game_discussion takes one insert, the others do nothing and reply in the
   * winner's thread once it is committed. The route's guard spends the posting budget: every call posts.
   */
  async open(gameId: number, input: GameDiscussionInput, user: User): Promise<GameDiscussion> {
    const game = await this.games.get(gameId);
    const existing = await this.discussionOf(gameId);
    if (existing !== null) return this.reply(existing, input, user);
    // A game's title fits a thread's (both at most 300 characters).
    const title = input.title || game.title;
    // Rendered before the transaction: no row stays locked while a text renders.
    const { html, excerpt } = await this.cooker.cook('content', input.content);
    const mentioned = await this.notices.mentionsIn(input.content);
    const opened = await this.dataSource.transaction(async (manager) => {
      if (!(await keepGame(manager, gameId))) throw new NotFoundException('Game not found');
      const [row] = await manager.query<Array<{ id: number }>>(
        `INSERT INTO forum_threads (category_id, title, content, content_html, excerpt, author_id, game_id, is_game_discussion)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true)
         ON CONFLICT (game_id) WHERE is_game_discussion DO NOTHING
         RETURNING id`,
        [await this.categoryId(manager), title, input.content, html, excerpt, user.id, gameId],
      );
      if (!row) return null;
      // The member who opened it has read their post and hears of replies, as any thread's author.
      await this.reads.markRead(user.id, row.id, 1, manager);
      await this.watches.watchAsWriter(manager, user.id, row.id);
      await this.notices.mentioned(manager, mentioned, user.id, { threadId: row.id, title, excerpt });
      return row.id;
    });
    if (opened !== null) return { thread_id: opened, created: true, post_id: null };
    // Another caller's insert won: it is committed by now (ours waited for it).
    const winner = await this.discussionOf(gameId);
    if (winner === null) throw new NotFoundException('Game not found');
    return this.reply(winner, input, user);
  }

  private async reply(threadId: number, { content }: GameDiscussionInput, user: User): Promise<GameDiscussion> {
    const post = await this.posts.create(threadId, { content }, user);
    return { thread_id: threadId, created: false, post_id: post.id };
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
