import type { Pagination } from '@site/contracts';
import { WholeNumberQuery } from './query-fields.js';

/** The most rows a page may hold: a larger `limit` is read as this. */
export const maxPageSize = 100;

/** `?page=`: the query every paged list extends. */
export class PageQuery {
  @WholeNumberQuery({ default: 1 })
  page = 1;
}

export function paginationOf(page: number, limit: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / limit);
  return { page, limit, total_count: totalCount, total_pages: totalPages, has_next: page < totalPages, has_prev: page > 1 };
}
