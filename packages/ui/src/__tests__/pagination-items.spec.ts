import { describe, expect, it } from 'vitest';
import { paginationItems } from '../pagination/pagination-items.js';

describe('paginationItems', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [3, 10, [1, 2, 3, 4, 'ellipsis-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [10, 10, [1, 'ellipsis-start', 9, 10]],
    [8, 10, [1, 'ellipsis-start', 7, 8, 9, 10]],
  ])('page %i of %i', (current, total, expected) => {
    expect(paginationItems(current, total)).toEqual(expected);
  });
});
