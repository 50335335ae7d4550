import { describe, expect, it } from 'vitest';
import { pageSizes, videoListSearch } from '../paging.js';

describe('videoListSearch', () => {
  it('writes the library page the way the remote asks for it and the page server preloads it', () => {
    expect(videoListSearch(1, pageSizes.videos)).toBe('page=1&limit=18');
    expect(videoListSearch(3, pageSizes.videos, 'arcade')).toBe('page=3&limit=18&category=arcade');
    expect(videoListSearch(1, pageSizes.relatedVideoCandidates)).toBe('page=1&limit=20');
  });
});
