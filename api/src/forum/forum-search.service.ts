import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ForumSearchResponse } from '@site/contracts';
import type { Repository } from 'typeorm';
import { prefixQuery } from '../database/full-text.js';
import { ForumPostEntity } from './entities/forum-post.entity.js';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';
import { toForumAuthor, toThreadSummary } from './forum-response.js';

const resultLimit = 25;
const matches = "@@ to_tsquery('english', :tsquery)";
const rankOf = (column: string) => `ts_rank(${column}, to_tsquery('english', :tsquery))`;

/** Full-text search of threads (title weighs more than body) and replies, best match first. */
@Injectable()
export class ForumSearchService {
  constructor(
    @InjectRepository(ForumThreadEntity) private readonly threads: Repository<ForumThreadEntity>,
    @InjectRepository(ForumPostEntity) private readonly posts: Repository<ForumPostEntity>,
  ) {}

  async search(text: string, categoryId?: number): Promise<ForumSearchResponse> {
    const tsquery = prefixQuery(text);
    if (!tsquery) return { threads: [], posts: [], count: 0 };
    const threadQuery = this.threads
      .createQueryBuilder('thread')
      .leftJoinAndSelect('thread.author', 'author')
      .where(`thread.search ${matches}`, { tsquery })
      .addSelect(rankOf('thread.search'), 'rank')
      .orderBy('rank', 'DESC')
      .addOrderBy('thread.updatedAt', 'DESC')
      .limit(resultLimit);
    const postQuery = this.posts
      .createQueryBuilder('post')
      .leftJoinAndSelect('post.author', 'author')
      .innerJoinAndSelect('post.thread', 'thread')
      .where(`post.search ${matches}`, { tsquery })
      .addSelect(rankOf('post.search'), 'rank')
      .orderBy('rank', 'DESC')
      .addOrderBy('post.createdAt', 'DESC')
      .limit(resultLimit);
    if (categoryId !== undefined) {
      threadQuery.andWhere('thread.categoryId = :categoryId', { categoryId });
      postQuery.andWhere('thread.categoryId = :categoryId', { categoryId });
    }
    const [threads, posts] = await Promise.all([threadQuery.getMany(), postQuery.getMany()]);
    return {
      threads: threads.map(toThreadSummary),
      posts: posts.map((post) => ({
        id: post.id,
        thread_id: post.threadId,
        thread_title: post.thread!.title,
        category_id: post.thread!.categoryId,
        content: post.content,
        author: toForumAuthor(post.author),
        created_at: post.createdAt.toISOString(),
      })),
      count: threads.length + posts.length,
    };
  }
}
