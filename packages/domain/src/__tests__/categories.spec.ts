import { newsCategoryLabel, newsCategoryValues, videoCategoryLabel, videoCategoryValues } from '../index.js';

describe('categories', () => {
  it('lists the four video categories of spec section 9 with their labels', () => {
    expect(videoCategoryValues).toEqual(['on-rail', 'gallery', 'arcade', 'modern']);
    expect(videoCategoryLabel('on-rail')).toBe('On-Rail Shooters');
  });

  it("reads a news category as its label, an unknown one as itself and an empty one as 'General'", () => {
    expect(newsCategoryValues).toEqual([
      'General',
      'game-releases',
      'hardware-reviews',
      'indie-spotlight',
      'industry-news',
      'community',
    ]);
    expect(newsCategoryLabel('indie-spotlight')).toBe('Indie Spotlight');
    expect(newsCategoryLabel('Retro')).toBe('Retro');
    expect(newsCategoryLabel('')).toBe('General');
  });
});
