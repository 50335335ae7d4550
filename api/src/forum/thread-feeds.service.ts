import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ForumThreadFeedResponse } from '@site/contracts';
import type { Repository } from 'typeorm';
import { pageBounds, paginationOf } from '../http/pagination-query.js';
import type { User } from '../users/index.js';
import type { ThreadPageQuery } from './dto/forum.query.js';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';
import { watchLevelSql } from './forum-watches.service.js';
import { ThreadSummaries } from './thread-summaries.js';

/** A thread counts as new for this long after it was created. */
export const newThreadDays = 14;

/**
 * The member's own lists (issue 31): threads they opened with posts they have not read, and new
 * threads they never opened. Threads they muted (or whose category they muted) are left out of both.
 */
@Injectable()
export class ThreadFeeds {
  constructor(
    @InjectRepository(ForumThreadEntity) private readonly threads: Repository<ForumThreadEntity>,
    private readonly summaries: ThreadSummaries,
  ) {}

  /** Latest activity first. */
  unread(member: User, query: ThreadPageQuery): Promise<ForumThreadFeedResponse> {
    return this.page(
      member,
      query,
      `EXISTS (SELECT 1 FROM forum_thread_reads r WHERE r.user_id = :member AND r.thread_id = thread.id
         AND thread.last_post_number > r.last_read_post_number
         AND EXISTS (SELECT 1 FROM forum_posts p WHERE p.thread_id = thread.id AND p.post_number > r.last_read_post_number))`,
      'thread.updatedAt',
    );
  }

  /** Newest first. */
  fresh(member: User, query: ThreadPageQuery): Promise<ForumThreadFeedResponse> {
    return this.page(
      member,
      query,
      `thread.createdAt > now() - make_interval(days => ${newThreadDays})
       AND thread.authorId IS DISTINCT FROM :member
       AND NOT EXISTS (SELECT 1 FROM forum_thread_reads r WHERE r.user_id = :member AND r.thread_id = thread.id)`,
      'thread.createdAt',
    );
  }

  private async page(
    member: User,
    { page, limit: askedLimit }: ThreadPageQuery,
    condition: string,
    order: string,
  ): Promise<ForumThreadFeedResponse> {
    const { limit, offset } = pageBounds(page, askedLimit);
    const [rows, total] = await this.threads
      .createQueryBuilder('thread')
      .leftJoinAndSelect('thread.author', 'author')
      .where(condition, { member: member.id })
      .andWhere(`${watchLevelSql('thread', ':member')} <> 'muted'`)
      .orderBy(order, 'DESC')
      .addOrderBy('thread.id', 'DESC')
      .offset(offset)
      .limit(limit)
      .getManyAndCount();
    return { threads: await this.summaries.of(rows, member), pagination: paginationOf(page, limit, total) };
  }
}
