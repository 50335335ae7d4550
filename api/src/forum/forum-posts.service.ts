import { HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ForumPost, ForumPostPage } from '@site/contracts';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { pageBounds, pageLimit, paginationOf } from '../http/pagination-query.js';
import { MarkdownCooker } from '../markdown/markdown-cooker.js';
import type { User } from '../users/index.js';
import type { PostInput } from './dto/post.input.js';
import { ForumPostEntity } from './entities/forum-post.entity.js';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';
import { assertCanModify, isForumModerator } from './forum-permissions.js';
import { toForumPost } from './forum-response.js';
import { ForumNotices } from './forum-notices.service.js';
import { ForumWatches } from './forum-watches.service.js';
import { lockThread } from './forum-writes.js';
import { ThreadReads } from './thread-reads.service.js';

const postNotFound = () => new NotFoundException('Post not found');

/** Which replies to read: `post`, when given, picks the page holding that reply instead of `page`. */
export interface ReplyPage {
  page: number;
  limit: number;
  post?: number;
}

/**
 * Replies: each change moves the thread's reply count, its last activity and the author's post count in one
 * transaction.
 */
@Injectable()
export class ForumPostsService {
  constructor(
    @InjectRepository(ForumPostEntity) private readonly posts: Repository<ForumPostEntity>,
    private readonly dataSource: DataSource,
    private readonly cooker: MarkdownCooker,
    private readonly reads: ThreadReads,
    private readonly watches: ForumWatches,
    private readonly notices: ForumNotices,
  ) {}

  private async read(id: number): Promise<ForumPost> {
    const post = await this.posts.findOne({ where: { id }, relations: { author: true } });
    if (!post) throw postNotFound();
    return toForumPost(post);
  }

  /** A page of the thread's replies, oldest first; a `post` the thread does not have reads the first page. */
  async page(threadId: number, { page: askedPage, limit: askedLimit, post }: ReplyPage): Promise<ForumPostPage> {
    const page = post === undefined ? askedPage : await this.pageHolding(threadId, post, pageLimit(askedLimit));
    const { limit, offset } = pageBounds(page, askedLimit);
    const [rows, total] = await Promise.all([
      this.posts
        .createQueryBuilder('post')
        .leftJoinAndSelect('post.author', 'author')
        .where('post.threadId = :threadId', { threadId })
        .orderBy('post.createdAt', 'ASC')
        .addOrderBy('post.id', 'ASC')
        .offset(offset)
        .limit(limit)
        .getMany(),
      this.posts.countBy({ threadId }),
    ]);
    return { posts: rows.map(toForumPost), pagination: paginationOf(page, limit, total) };
  }

  /**
   * The page of `limit` replies holding reply `postId`, counting the replies before it; 1 when the thread has no such
   * reply.
   */
  private async pageHolding(threadId: number, postId: number, limit: number): Promise<number> {
    const [{ before }] = await this.dataSource.query<Array<{ before: number }>>(
      `SELECT count(*)::int AS before FROM forum_posts AS target
       JOIN forum_posts AS earlier ON earlier.thread_id = target.thread_id AND (earlier.created_at, earlier.id) < (target.created_at, target.id)
       WHERE target.id = $2 AND target.thread_id = $1`,
      [threadId, postId],
    );
    return Math.floor(before / limit) + 1;
  }

  /**
   * The post, read again once its thread is locked (every change to a thread's replies takes that
   * lock first), so a reply deleted meanwhile is a 404, never subtracted twice.
   */
  private async findForChange(
    manager: EntityManager,
    id: number,
    user: User,
  ): Promise<{ post: ForumPostEntity; thread: ForumThreadEntity }> {
    const unlocked = await manager.findOneBy(ForumPostEntity, { id });
    if (!unlocked) throw postNotFound();
    const thread = await lockThread(manager, unlocked.threadId);
    const post = await manager.findOneBy(ForumPostEntity, { id });
    if (!post) throw postNotFound();
    assertCanModify(user, post.authorId, 'post');
    return { post, thread };
  }

  /**
   * A locked thread takes replies from moderators and admins only (423 Locked for everyone else). The
   * author has read the thread up to their reply, and watches it unless they chose otherwise.
   */
  async create(threadId: number, input: PostInput, author: User): Promise<ForumPost> {
    // Rendered before the transaction: no row stays locked while a text renders.
    const { html: contentHtml, excerpt } = await this.cooker.cook('content', input.content);
    const mentioned = await this.notices.mentionsIn(input.content);
    const id = await this.dataSource.transaction(async (manager) => {
      const thread = await lockThread(manager, threadId);
      if (thread.isLocked && !isForumModerator(author))
        throw new HttpException('This thread is locked: it takes no new replies', HttpStatus.LOCKED);
      const post = await manager.save(
        manager.create(ForumPostEntity, {
          threadId,
          content: input.content,
          contentHtml,
          excerpt,
          authorId: author.id,
        }),
      );
      await manager.update(
        ForumThreadEntity,
        { id: threadId },
        { replyCount: () => 'reply_count + 1', updatedAt: () => 'now()' },
      );
      // The insert's trigger numbered the reply: the thread's last number, which this transaction holds.
      await this.reads.markRead(author.id, threadId, thread.lastPostNumber + 1, manager);
      await this.watches.watchAsWriter(manager, author.id, threadId);
      await this.notices.replied(manager, mentioned, author.id, {
        threadId,
        title: thread.title,
        postId: post.id,
        excerpt,
      });
      return post.id;
    });
    return this.read(id);
  }

  async update(id: number, input: PostInput, user: User): Promise<ForumPost> {
    const { html: contentHtml, excerpt } = await this.cooker.cook('content', input.content);
    await this.dataSource.transaction(async (manager) => {
      const { post, thread } = await this.findForChange(manager, id, user);
      await manager.update(ForumPostEntity, { id }, { content: input.content, contentHtml, excerpt, edited: true });
      await manager.update(ForumThreadEntity, { id: post.threadId }, { updatedAt: () => 'now()' });
      // Only names the edit added: the others were told when the reply was written.
      const mentioned = await this.notices.mentionsIn(input.content, post.content);
      await this.notices.mentioned(manager, mentioned, user.id, {
        threadId: thread.id,
        title: thread.title,
        postId: id,
        excerpt,
      });
    });
    return this.read(id);
  }

  async remove(id: number, user: User): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { post } = await this.findForChange(manager, id, user);
      await this.notices.withdrawPost(manager, id);
      await manager.delete(ForumPostEntity, { id });
      await manager.update(
        ForumThreadEntity,
        { id: post.threadId },
        { replyCount: () => 'reply_count - 1', updatedAt: () => 'now()' },
      );
    });
  }
}
