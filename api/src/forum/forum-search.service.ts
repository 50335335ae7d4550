import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ForumSearchPagination, ForumSearchResponse } from '@site/contracts';
import { maxPageSize } from '@site/domain';
import type { DataSource } from 'typeorm';
import { searchQueries } from '../database/full-text.js';
import { WordFrequencies } from '../database/word-frequency.js';
import { paginationOf } from '../http/pagination-query.js';
import {
  postFromRow,
  postList,
  rankedMatches,
  rankedPageStatement,
  threadFromRow,
  threadList,
  type PostHit,
  type RankedRow,
  type SearchedList,
  type ThreadHit,
} from './forum-search-sql.js';
import { ThreadSummaries } from './thread-summaries.js';

type SearchOptions = { page: number; limit: number; categoryId?: number };

/**
 * Full-text search of threads (title weighs more than body) and replies, best match first, paged.
 * The busiest forum read at scale: plain SQL, one statement per list, rows straight into the answer.
 */
@Injectable()
export class ForumSearchService {
  private readonly frequencies: Record<SearchedList['table'], WordFrequencies>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly summaries: ThreadSummaries,
  ) {
    const query = <Row>(sql: string, parameters?: unknown[]) => dataSource.query<Row[]>(sql, parameters);
    this.frequencies = {
      forum_threads: new WordFrequencies(query, 'forum_threads'),
      forum_posts: new WordFrequencies(query, 'forum_posts'),
    };
  }

  async search(text: string, { page, limit: askedLimit, categoryId }: SearchOptions): Promise<ForumSearchResponse> {
    const limit = Math.min(askedLimit, maxPageSize);
    const queries = searchQueries(text);
    if (!queries) {
      const none = { ...paginationOf(page, limit, 0), capped: false };
      return { threads: [], posts: [], count: 0, threads_pagination: none, posts_pagination: none };
    }
    const values = { ...queries, limit, offset: (page - 1) * limit, category: categoryId };
    const ranked = async <Hit>(list: SearchedList) => {
      // In id order, enough matches come after about rows * rankedMatches / matching rows; through
      // the GIN index every match is read: the first is cheaper once matching^2 > rows * rankedMatches.
      // It reads at most four times the rows expected (a category narrows the matches).
      const { rows, matching } = await this.frequencies[list.table].estimate(queries.words);
      const scan = matching * matching > rankedMatches * rows ? Math.ceil((4 * rows * rankedMatches) / matching) : 0;
      const { text, names } = rankedPageStatement(list, categoryId !== undefined);
      const parameters: Record<string, unknown> = { ...values, scan };
      return this.dataSource.query<Array<RankedRow<Hit>>>(
        text,
        names.map((name) => parameters[name]),
      );
    };
    const [threadRows, postRows] = await Promise.all([ranked<ThreadHit>(threadList), ranked<PostHit>(postList)]);
    const threads = await this.summaries.of(threadRows.flatMap((row) => (row.id === null ? [] : [threadFromRow(row)])));
    const posts = postRows.flatMap((row) => (row.id === null ? [] : [postFromRow(row)]));
    const paging = ([row]: Array<RankedRow<unknown>>): ForumSearchPagination => ({
      ...paginationOf(page, limit, row.total),
      capped: row.capped,
    });
    return {
      threads,
      posts,
      count: threads.length + posts.length,
      threads_pagination: paging(threadRows),
      posts_pagination: paging(postRows),
    };
  }
}
