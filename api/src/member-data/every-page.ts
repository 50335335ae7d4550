import type { Pagination } from '@site/contracts';
import { maxPageSize } from '@site/domain';

/** Every item of a paged list, its pages read one after another at the largest size. */
export async function everyPage<T>(
  read: (page: { page: number; limit: number }) => Promise<{ items: T[]; pagination: Pagination }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await read({ page, limit: maxPageSize });
    items.push(...answer.items);
    if (!answer.pagination.has_next) return items;
  }
}
