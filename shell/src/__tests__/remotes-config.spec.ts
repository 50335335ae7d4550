import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { remotesFromEnv } from '../../scripts/remotes-config.mjs';

describe('remotes.json from env', () => {
  it('defaults every remote to /mfe/<name>/mf-manifest.json', () => {
    expect(remotesFromEnv({})).toEqual({
      videos: '/mfe/videos/mf-manifest.json',
      news: '/mfe/news/mf-manifest.json',
      games: '/mfe/games/mf-manifest.json',
      forum: '/mfe/forum/mf-manifest.json',
      admin: '/mfe/admin/mf-manifest.json',
    });
  });

  it('takes REMOTE_<NAME>_URL when set', () => {
    const remotes = remotesFromEnv({ REMOTE_GAMES_URL: 'https://games.example.com/mf-manifest.json' });
    expect(remotes.games).toBe('https://games.example.com/mf-manifest.json');
    expect(remotes.news).toBe('/mfe/news/mf-manifest.json');
  });
});
