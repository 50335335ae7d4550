import { describe, expect, it } from 'vitest';
import { requestedStatus } from './news-status.js';

describe('requestedStatus', () => {
  it.each([
    [{}, undefined],
    [{ published: true }, 'published'],
    [{ published: false }, 'pending'],
    [{ status: 'published' as const }, 'published'],
    [{ status: 'pending' as const }, 'pending'],
    [{ published: true, status: 'pending' as const }, 'published'],
    [{ published: false, status: 'published' as const }, 'published'],
    [{ published: false, status: 'pending' as const }, 'pending'],
  ])('%j -> %s', (input, status) => expect(requestedStatus(input)).toBe(status));
});
