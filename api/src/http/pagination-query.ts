import type { Pagination } from '@site/contracts';
import { maxPageSize } from '@site/domain';
import { WholeNumberQuery } from './query-fields.js';

/** `?page=`: the query every paged list extends. */
export class PageQuery {
  @WholeNumberQuery({ default: 1 })
  page = 1;
}

/**
 * `?limit=` of a paged list: `defaultSize` when absent; more than maxPageSize is read as maxPageSize (see pageBounds).
 */
export function LimitQuery(defaultSize: number, rows: string) {
  return WholeNumberQuery({
    default: defaultSize,
    description: `${rows} per page; more than ${maxPageSize} is read as ${maxPageSize}`,
  });
}

/** The limit a page really has: the asked one, capped. */
export const pageLimit = (askedLimit: number) => Math.min(askedLimit, maxPageSize);

/** The page's limit (capped) and the rows it skips. */
export function pageBounds(page: number, askedLimit: number): { limit: number; offset: number } {
  const limit = pageLimit(askedLimit);
  return { limit, offset: (page - 1) * limit };
}

export function paginationOf(page: number, limit: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / limit);
  return {
    page,
    limit,
    total_count: totalCount,
    total_pages: totalPages,
    has_next: page < totalPages,
    has_prev: page > 1,
  };
}
