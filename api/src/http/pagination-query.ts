import { BadRequestException } from '@nestjs/common';
import type { Pagination } from '@site/contracts';

export const maxPageSize = 100;

function wholeNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new BadRequestException(`${name} must be a whole number of at least 1`);
  return Number(value);
}

/** `page` and `limit` from the query: bad values are 400, `limit` is capped at 100. */
export function parsePageQuery(page: string | undefined, limit: string | undefined, defaultLimit: number) {
  return { page: wholeNumber(page, 'page', 1), limit: Math.min(wholeNumber(limit, 'limit', defaultLimit), maxPageSize) };
}

export function paginationOf(page: number, limit: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / limit);
  return { page, limit, total_count: totalCount, total_pages: totalPages, has_next: page < totalPages, has_prev: page > 1 };
}
