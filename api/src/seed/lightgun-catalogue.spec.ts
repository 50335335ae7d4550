import { describe, expect, it } from 'vitest';
import { catalogueGames, cataloguePlatforms } from './lightgun-catalogue.js';

describe('the light gun catalogue', () => {
  it('has at least 10 platforms with unique names that fit in a page address', () => {
    expect(cataloguePlatforms.length).toBeGreaterThanOrEqual(10);
    const names = cataloguePlatforms.map((platform) => platform.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const platform of cataloguePlatforms) {
      expect(platform.name).not.toMatch(/[/\\]/);
      expect(platform.manufacturer, platform.name).not.toBe('');
      expect(platform.gun, platform.name).not.toBe('');
      expect(platform.color, platform.name).toMatch(/^#[0-9a-f]{6}$/);
      expect(Array.from(platform.icon).length, platform.name).toBeLessThanOrEqual(16);
    }
  });

  it('has at least 60 games, each titled, on a known platform, once per platform', () => {
    expect(catalogueGames.length).toBeGreaterThanOrEqual(60);
    const platforms = new Set(cataloguePlatforms.map((platform) => platform.name));
    const keys = catalogueGames.map((game) => `${game.platform}|${game.title.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const game of catalogueGames) {
      expect(game.title.trim(), game.title).toBe(game.title);
      expect(game.title).not.toBe('');
      expect(platforms.has(game.platform), `${game.title}: ${game.platform}`).toBe(true);
      expect(game.genre.length, game.title).toBeGreaterThan(0);
      if (game.year !== null)
        expect(Number.isInteger(game.year) && game.year >= 1950 && game.year <= 2100, game.title).toBe(true);
    }
    // Every platform shows something.
    for (const name of platforms)
      expect(
        catalogueGames.some((game) => game.platform === name),
        name,
      ).toBe(true);
  });

  it('links to no image or page of another site', () => {
    expect(JSON.stringify([cataloguePlatforms, catalogueGames])).not.toMatch(/https?:|www\./i);
  });
});
