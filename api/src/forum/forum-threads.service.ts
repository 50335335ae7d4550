import { BadRequestException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type {
  ForumPostPage,
  ForumThread,
  ForumThreadListResponse,
  ForumThreadSort,
  ForumThreadSummary,
  ForumVoteResponse,
  ForumVoteType,
} from '@site/contracts';
import { pageSizes } from '@site/domain';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { foreignKeyViolation, pgErrorCode } from '../database/pg-errors.js';
import { readSitemapPages, type SitemapPages, type SitemapPlacement } from '../database/sitemap-pages.js';
import { pageBounds, paginationOf } from '../http/pagination-query.js';
import { MarkdownCooker } from '../markdown/markdown-cooker.js';
import { visitWindowMinutes } from '../visitors/index.js';
import type { User } from '../users/index.js';
import type { ThreadListQuery } from './dto/forum.query.js';
import type { ThreadInput } from './dto/thread.input.js';
import { ForumCategoryEntity } from './entities/forum-category.entity.js';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';
import { ForumVoteEntity } from './entities/forum-vote.entity.js';
import { ForumCategoriesService } from './forum-categories.service.js';
import { assertCanModify } from './forum-permissions.js';
import { ForumPostsService, type ReplyPage } from './forum-posts.service.js';
import { ForumNotices, type ModerationKind } from './forum-notices.service.js';
import { ForumWatches } from './forum-watches.service.js';
import { keepGame, lockThread, threadNotFound } from './forum-writes.js';
import { ThreadReads } from './thread-reads.service.js';
import { ThreadSummaries } from './thread-summaries.js';

const sortColumn: Record<ForumThreadSort, string> = {
  latest: 'thread.updatedAt',
  popular: 'thread.voteCount',
  most_replies: 'thread.replyCount',
};
const voteValue: Record<ForumVoteType, 1 | -1> = { upvote: 1, downvote: -1 };
const voteTypeOf = (value: number): ForumVoteType => (value > 0 ? 'upvote' : 'downvote');
const firstReplies: ReplyPage = { page: 1, limit: pageSizes.replies };

@Injectable()
export class ForumThreadsService {
  constructor(
    @InjectRepository(ForumThreadEntity) private readonly threads: Repository<ForumThreadEntity>,
    @InjectRepository(ForumVoteEntity) private readonly votes: Repository<ForumVoteEntity>,
    private readonly categories: ForumCategoriesService,
    private readonly posts: ForumPostsService,
    private readonly dataSource: DataSource,
    private readonly summaries: ThreadSummaries,
    private readonly cooker: MarkdownCooker,
    private readonly reads: ThreadReads,
    private readonly watches: ForumWatches,
    private readonly notices: ForumNotices,
  ) {}

  private withAuthor() {
    return this.threads.createQueryBuilder('thread').leftJoinAndSelect('thread.author', 'author');
  }

  /** The thread with its author's account and its category's name, or null: the page server's read. */
  async findWithAuthorAndCategory(id: number): Promise<(ForumThreadEntity & { categoryName: string }) | null> {
    const { entities, raw } = await this.withAuthor()
      .innerJoin(ForumCategoryEntity, 'category', 'category.id = thread.categoryId')
      .addSelect('category.name', 'categoryName')
      .where('thread.id = :id', { id })
      .getRawAndEntities<{ categoryName: string }>();
    return entities[0] ? { ...entities[0], categoryName: raw[0].categoryName } : null;
  }

  /** Every thread's page for the sitemap, placed in its files (one statement). */
  sitemapPages(placement: SitemapPlacement): Promise<SitemapPages> {
    return readSitemapPages(this.dataSource.manager, `SELECT id, updated_at AS lastmod FROM forum_threads`, placement);
  }

  /**
   * A page of the category's threads: pinned first on every sort, ties to the latest activity, then the newest id
   * (pages never shuffle).
   */
  async listByCategory(
    categoryId: number,
    { sort, page, limit: askedLimit }: ThreadListQuery,
    viewer?: User | null,
  ): Promise<ForumThreadListResponse> {
    const [[category], watchLevel] = await Promise.all([
      this.categories.find(categoryId).then((found) => this.categories.withFigures([found])),
      viewer ? this.watches.categoryLevelOf(viewer.id, categoryId) : null,
    ]);
    const { limit, offset } = pageBounds(page, askedLimit);
    const rows = await this.withAuthor()
      .where('thread.categoryId = :categoryId', { categoryId })
      .orderBy('thread.isPinned', 'DESC')
      .addOrderBy(sortColumn[sort], 'DESC')
      .addOrderBy('thread.updatedAt', 'DESC')
      .addOrderBy('thread.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getMany();
    return {
      category,
      threads: await this.summaries.of(rows, viewer),
      pagination: paginationOf(page, limit, category.thread_count),
      watch_level: watchLevel,
    };
  }

  /** How many threads there are, counted up to `atMost`. */
  async count(atMost: number): Promise<number> {
    const [row] = await this.threads.query<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM (SELECT 1 FROM forum_threads LIMIT $1) AS threads',
      [atMost],
    );
    return row.count;
  }

  /**
   * Of the `newest` latest threads, the first `take` by creation to the millisecond, then id: the order a merged feed
   * reads them in.
   */
  async latest(newest: number, take: number): Promise<ForumThreadSummary[]> {
    const rows = await this.withAuthor()
      .where((query) => {
        const newestIds = query
          .subQuery()
          .select('newest.id')
          .from(ForumThreadEntity, 'newest')
          .orderBy('newest.createdAt', 'DESC')
          .addOrderBy('newest.id', 'DESC');
        return `thread.id IN ${newestIds.limit(newest).getQuery()}`;
      })
      .addSelect("date_trunc('milliseconds', thread.createdAt)", 'shown_at')
      .orderBy('shown_at', 'DESC')
      .addOrderBy('thread.id', 'DESC')
      .limit(take)
      .getMany();
    return this.summaries.of(rows);
  }

  async create(categoryId: number, input: ThreadInput, author: User): Promise<ForumThread> {
    if (input.category_id !== undefined && input.category_id !== categoryId) {
      throw new BadRequestException('category_id in the body must be the category of the path');
    }
    await this.categories.find(categoryId);
    const { html: contentHtml, excerpt } = await this.cooker.cook('content', input.content);
    const mentioned = await this.notices.mentionsIn(input.content);
    const gameId = input.game_id ?? null;
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        if (gameId !== null && !(await keepGame(manager, gameId))) {
          throw new UnprocessableEntityException({
            detail: [{ loc: ['body', 'game_id'], msg: `No game has the id ${gameId}` }],
          });
        }
        const thread = await manager.save(
          manager.create(ForumThreadEntity, {
            categoryId,
            title: input.title,
            content: input.content,
            contentHtml,
            excerpt,
            authorId: author.id,
            gameId,
          }),
        );
        // The author has read their opening post and hears of replies.
        await this.reads.markRead(author.id, thread.id, 1, manager);
        await this.watches.watchAsWriter(manager, author.id, thread.id);
        await this.notices.mentioned(manager, mentioned, author.id, {
          threadId: thread.id,
          title: input.title,
          excerpt,
        });
        return thread.id;
      });
      return await this.read(id, author, firstReplies, 1);
    } catch (error) {
      // The category was deleted between the check and the insert.
      if (pgErrorCode(error) === foreignKeyViolation) throw new NotFoundException('Category not found');
      throw error;
    }
  }

  /**
   * A read by `visitorHash`: counts a view when this visitor has not read the thread within the
   * visits' quiet spell (reloading does not inflate it), then answers the thread as it is now. The
   * state lives in PostgreSQL, shared by every API process, and each read sweeps the thread's
   * stale readers.
   */
  async view(
    id: number,
    visitorHash: string,
    viewer: User | null | undefined,
    replies: ReplyPage,
  ): Promise<ForumThread> {
    // A reader quiet for a whole spell is forgotten first, so their next read is a first read again.
    await this.dataSource.query(
      `DELETE FROM forum_thread_views WHERE thread_id = $1 AND last_seen < now() - make_interval(mins => $2)`,
      [id, visitWindowMinutes],
    );
    // Only the read that inserts the row counts: simultaneous reloads meet on the primary key, and
    // the others update it (xmax = 0 only on a row this statement inserted).
    await this.dataSource
      .query(
        `WITH seen AS (
         INSERT INTO forum_thread_views (thread_id, visitor_hash) SELECT id, $2 FROM forum_threads WHERE id = $1
         ON CONFLICT (thread_id, visitor_hash) DO UPDATE SET last_seen = now()
         RETURNING xmax = 0 AS first_read
       )
       UPDATE forum_threads SET view_count = view_count + 1 WHERE id = $1 AND (SELECT first_read FROM seen)`,
        [id, visitorHash],
      )
      .catch((error: unknown) => {
        // The thread was deleted between the two statements.
        if (pgErrorCode(error) === foreignKeyViolation) throw threadNotFound();
        throw error;
      });
    const lastRead = viewer ? await this.reads.open(viewer.id, id) : null;
    return this.read(id, viewer, replies, lastRead);
  }

  /**
   * The thread, a page of its replies oldest first, and for a member their vote, watch level and
   * `lastRead` (their last read post number before this read).
   */
  private async read(
    id: number,
    viewer: User | null | undefined,
    replies: ReplyPage,
    lastRead: number | null,
  ): Promise<ForumThread> {
    const thread = await this.withAuthor().where('thread.id = :id', { id }).getOne();
    if (!thread) throw threadNotFound();
    const [[summary], posts, vote, watchLevel] = await Promise.all([
      this.summaries.of([thread], viewer),
      this.posts.page(id, replies),
      viewer ? this.votes.findOneBy({ threadId: id, userId: viewer.id }) : null,
      viewer ? this.watches.levelOf(viewer.id, id) : null,
    ]);
    return {
      ...summary,
      content: thread.content,
      content_html: thread.contentHtml,
      posts: posts.posts,
      posts_pagination: posts.pagination,
      user_vote: vote ? voteTypeOf(vote.value) : null,
      watch_level: watchLevel,
      last_read_post_number: lastRead,
    };
  }

  /** The thread as its page first shows it to `viewer`, read now (no view counted): the answer to a change. */
  detail(id: number, viewer: User): Promise<ForumThread> {
    return this.read(id, viewer, firstReplies, null);
  }

  /** A page of the thread's replies alone: no view counted. */
  async replies(id: number, replies: ReplyPage): Promise<ForumPostPage> {
    if (!(await this.threads.existsBy({ id }))) throw threadNotFound();
    return this.posts.page(id, replies);
  }

  async summary(id: number): Promise<ForumThreadSummary> {
    const thread = await this.withAuthor().where('thread.id = :id', { id }).getOne();
    if (!thread) throw threadNotFound();
    const [summary] = await this.summaries.of([thread]);
    return summary;
  }

  /**
   * Deletes the thread with its replies and votes; every author's post count loses what went (the forum's count
   * triggers).
   */
  async remove(id: number, user: User): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const thread = await lockThread(manager, id);
      assertCanModify(user, thread.authorId, 'thread');
      await this.notices.withdrawThreads(manager, [id]);
      await this.notices.moderated(manager, 'thread_deleted', thread.authorId, user.id, {
        threadId: id,
        title: thread.title,
        excerpt: thread.excerpt,
        link: `/forum/category/${thread.categoryId}`,
      });
      await manager.delete(ForumThreadEntity, { id });
    });
  }

  countDemo(): Promise<number> {
    return this.threads.countBy({ isDemo: true });
  }

  /**
   * Deletes every demo thread with its replies and votes, in the caller's transaction
   * (DemoContentService); the threads stay locked until it ends, so a reply arriving meanwhile waits
   * and then finds no thread. Every author's post count loses what went; answers how many threads.
   */
  async removeDemo(manager: EntityManager): Promise<number> {
    const ids = (
      await manager.query<Array<{ id: number }>>(`SELECT id FROM forum_threads WHERE is_demo ORDER BY id FOR UPDATE`)
    ).map((row) => row.id);
    if (ids.length === 0) return 0;
    await this.notices.withdrawThreads(manager, ids);
    await manager.delete(ForumThreadEntity, ids);
    return ids.length;
  }

  /** One vote per user: the same vote again takes it back, the other one switches it. */
  async vote(id: number, type: ForumVoteType, user: User): Promise<ForumVoteResponse> {
    return this.dataSource.transaction(async (manager) => {
      await lockThread(manager, id);
      const existing = await manager.findOneBy(ForumVoteEntity, { threadId: id, userId: user.id });
      let userVote: ForumVoteType | null = type;
      if (!existing) await manager.insert(ForumVoteEntity, { threadId: id, userId: user.id, value: voteValue[type] });
      else if (existing.value === voteValue[type]) {
        await manager.delete(ForumVoteEntity, { id: existing.id });
        userVote = null;
      } else await manager.update(ForumVoteEntity, { id: existing.id }, { value: voteValue[type] });
      const [{ total }] = await manager.query<Array<{ total: number }>>(
        `SELECT coalesce(sum(value), 0)::int AS total FROM forum_votes WHERE thread_id = $1`,
        [id],
      );
      await manager.update(ForumThreadEntity, { id }, { voteCount: total });
      return { vote_count: total, user_vote: userVote };
    });
  }

  /**
   * Flips pinned or locked in one statement, so two moderators clicking at once flip it twice. Pinning
   * or locking someone's thread tells its author (unpinning and unlocking tell nothing).
   */
  async toggle(id: number, flag: 'isPinned' | 'isLocked', moderator: User): Promise<ForumThreadSummary> {
    const [column, kind]: [string, ModerationKind] =
      flag === 'isPinned' ? ['is_pinned', 'thread_pinned'] : ['is_locked', 'thread_locked'];
    await this.dataSource.transaction(async (manager) => {
      const [rows] = await manager.query<
        [Array<Pick<ForumThreadEntity, 'authorId' | 'title' | 'excerpt'> & { set: boolean }>]
      >(
        `UPDATE forum_threads SET ${column} = NOT ${column} WHERE id = $1
         RETURNING ${column} AS "set", author_id AS "authorId", title, excerpt`,
        [id],
      );
      const [thread] = rows;
      if (!thread) throw threadNotFound();
      if (thread.set)
        await this.notices.moderated(manager, kind, thread.authorId, moderator.id, {
          threadId: id,
          title: thread.title,
          excerpt: thread.excerpt,
        });
    });
    return this.summary(id);
  }
}
