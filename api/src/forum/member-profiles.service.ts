import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MemberProfile, MemberReplyPage, MemberThreadPage } from '@site/contracts';
import type { Repository } from 'typeorm';
import { pageBounds, paginationOf } from '../http/pagination-query.js';
import { type User, UsersService } from '../users/index.js';
import { ForumPostEntity } from './entities/forum-post.entity.js';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';
import { toMemberReply } from './forum-response.js';
import { ThreadSummaries } from './thread-summaries.js';

type Page = { page: number; limit: number };

const memberNotFound = () => new NotFoundException('Member not found');

/** Members' public profiles: what the forum shows of them, never their email or anything private. */
@Injectable()
export class MemberProfilesService {
  constructor(
    private readonly users: UsersService,
    @InjectRepository(ForumThreadEntity) private readonly threads: Repository<ForumThreadEntity>,
    @InjectRepository(ForumPostEntity) private readonly posts: Repository<ForumPostEntity>,
    private readonly summaries: ThreadSummaries,
  ) {}

  /** The member of this username (UsersService.findMember); 404 for nobody. */
  private async member(username: string): Promise<User> {
    const user = await this.users.findMember(username);
    if (!user) throw memberNotFound();
    return user;
  }

  /**
   * The thread and reply counts are exact, read from the author indexes; post_count is the stored one every author card
   * shows.
   */
  async profile(username: string): Promise<MemberProfile> {
    const user = await this.member(username);
    const [threadCount, replyCount] = await Promise.all([
      this.threads.countBy({ authorId: user.id }),
      this.posts.countBy({ authorId: user.id }),
    ]);
    return {
      id: user.id,
      username: user.username,
      display_name: user.displayName,
      role: user.role,
      joined_at: user.createdAt.toISOString(),
      post_count: user.postCount,
      thread_count: threadCount,
      reply_count: replyCount,
    };
  }

  /** A page of the member's threads, newest first. */
  async threadsOf(username: string, { page, limit: askedLimit }: Page): Promise<MemberThreadPage> {
    const user = await this.member(username);
    const { limit, offset } = pageBounds(page, askedLimit);
    const [rows, total] = await this.threads
      .createQueryBuilder('thread')
      .leftJoinAndSelect('thread.author', 'author')
      .where('thread.authorId = :authorId', { authorId: user.id })
      .orderBy('thread.createdAt', 'DESC')
      .addOrderBy('thread.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { threads: await this.summaries.of(rows), pagination: paginationOf(page, limit, total) };
  }

  /** A page of the member's replies, newest first, each with its thread's title. */
  async repliesOf(username: string, { page, limit: askedLimit }: Page): Promise<MemberReplyPage> {
    const user = await this.member(username);
    const { limit, offset } = pageBounds(page, askedLimit);
    const [rows, total] = await this.posts
      .createQueryBuilder('post')
      .leftJoinAndSelect('post.author', 'author')
      .innerJoin('post.thread', 'thread')
      .addSelect(['thread.id', 'thread.title'])
      .where('post.authorId = :authorId', { authorId: user.id })
      .orderBy('post.createdAt', 'DESC')
      .addOrderBy('post.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    const replies = rows.map((post) => toMemberReply(post, post.thread?.title ?? ''));
    return { replies, pagination: paginationOf(page, limit, total) };
  }
}
