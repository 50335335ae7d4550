import { describe, expect, it } from 'vitest';
import { apiReads, itemPreloads, sectionPreloads } from '../page-preloads.js';
import { siteRouteFor } from '../site-routes.js';

describe('the API reads a page makes first', () => {
  it('are written as the apps ask for them', () => {
    expect(apiReads.feedPage(2)).toBe('/feed?page=2');
    expect(apiReads.videoList(1, 18)).toBe('/videos/?page=1&limit=18');
    expect(apiReads.videoList(2, 18, 'arcade')).toBe('/videos/?page=2&limit=18&category=arcade');
    expect(apiReads.thread(9)).toBe('/forum/threads/9');
    expect(apiReads.member('Zoë Z/CRT')).toBe('/users/Zo%C3%AB%20Z%2FCRT');
  });

  it('of a section page', () => {
    expect(sectionPreloads).toEqual({
      '/': ['/feed?page=1'],
      '/videos': ['/videos/?page=1&limit=18'],
      '/games': ['/lightgun/platforms', '/lightgun/stats'],
      '/forum': ['/forum/stats', '/forum/categories'],
    });
  });

  it('are named for the shell’s home page and for the pages of the areas’ own routes', () => {
    for (const path of Object.keys(sectionPreloads)) {
      expect(path === '/' || siteRouteFor(path)?.module === 'routes', path).toBe(true);
    }
  });

  it('of a page of one thing', () => {
    expect(itemPreloads.video(7)).toEqual(['/videos/7', '/videos/?page=1&limit=20']);
    expect(itemPreloads.article(3)).toEqual(['/news/3']);
    expect(itemPreloads.game(12)).toEqual(['/lightgun/games/12']);
    expect(itemPreloads.setup('sinden', 'flat-tv', null)).toEqual(['/lightgun/setups/sinden/flat-tv']);
    expect(itemPreloads.setup('sinden', 'flat-tv', 'mame')).toEqual(['/lightgun/setups/sinden/flat-tv?play=mame']);
    expect(itemPreloads.thread(9)).toEqual(['/forum/threads/9']);
    expect(itemPreloads.member('Zoë Z')).toEqual(['/users/Zo%C3%AB%20Z']);
  });
});
