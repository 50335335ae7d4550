import type { Video } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { relatedVideos } from '../features/detail/related-videos.js';

const video = (id: number, category: Video['category']) => ({ id, category }) as Video;

describe('relatedVideos', () => {
  it('takes up to 4 of the same category from the first 20, never the video itself', () => {
    const candidates = [
      video(1, 'arcade'),
      ...Array.from({ length: 25 }, (_, i) => video(i + 2, i % 2 ? 'arcade' : 'modern')),
    ];
    const related = relatedVideos(video(1, 'arcade'), candidates);
    expect(related.map((v) => v.id)).toEqual([3, 5, 7, 9]);
  });

  it('only looks at the first 20 candidates', () => {
    const candidates = [...Array.from({ length: 20 }, (_, i) => video(i + 10, 'modern')), video(99, 'gallery')];
    expect(relatedVideos(video(1, 'gallery'), candidates)).toEqual([]);
  });
});
