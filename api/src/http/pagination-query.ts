import { BadRequestException } from '@nestjs/common';
import type { Pagination } from '@site/contracts';
import { maxPgInteger } from './pg-limits.js';

export const maxPageSize = 100;

function wholeNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  // Past 2147483647 the offset would overflow in PostgreSQL (a 500), so it is refused here.
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > maxPgInteger) {
    throw new BadRequestException(`${name} must be a whole number from 1 to ${maxPgInteger}`);
  }
  return Number(value);
}

/** `page` and `limit` from the query: bad or out-of-range values are 400, `limit` is capped at 100. */
export function parsePageQuery(page: string | undefined, limit: string | undefined, defaultLimit: number) {
  return { page: wholeNumber(page, 'page', 1), limit: Math.min(wholeNumber(limit, 'limit', defaultLimit), maxPageSize) };
}

export function paginationOf(page: number, limit: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / limit);
  return { page, limit, total_count: totalCount, total_pages: totalPages, has_next: page < totalPages, has_prev: page > 1 };
}
