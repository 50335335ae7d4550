export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Spec section 9: first, last, and the current page plus or minus one; a gap shows an ellipsis
 * (a gap of exactly one page shows that page instead).
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push(index === 1 ? 'ellipsis-start' : 'ellipsis-end');
    items.push(page);
  });
  return items;
}
