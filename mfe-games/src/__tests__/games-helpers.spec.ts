import { describe, expect, it } from 'vitest';
import { gameCount, platformIcon } from '../components/game-labels.js';
import { editFormOf, gameChanges } from '../features/game/game-edit.js';
import { filterGames, releaseOf } from '../features/platform/filter-games.js';
import { aGame } from './support/games-fixtures.js';

describe('platform page helpers', () => {
  const games = [
    aGame({ id: 1, title: 'Virtua Cop', release_year: 1994 }),
    aGame({ id: 2, title: 'Area 51', release_year: 1995 }),
    aGame({ id: 3, title: 'Duck Hunt' }),
  ];
  it("filters by title, any case, keeping the API's order", () => {
    expect(filterGames(games, '').map((g) => g.id)).toEqual([1, 2, 3]);
    expect(filterGames(games, ' CO ').map((g) => g.id)).toEqual([1]);
    expect(filterGames(games, 'a 5').map((g) => g.id)).toEqual([2]);
  });
  it("says 'Unknown' without a date and counts 'game' or 'games'", () => {
    expect(releaseOf(aGame({}))).toBe('Unknown');
    expect(releaseOf(aGame({ release_year: 1984 }))).toBe('1984');
    expect(gameCount(1)).toBe('1 game');
    expect(gameCount(3)).toBe('3 games');
    expect(platformIcon('')).toBe('🎮');
  });
});

describe('game edit', () => {
  it('sends only changed fields: genre and screenshots as lists, the year parsed (blank -> null)', () => {
    const before = editFormOf(
      aGame({ genre: ['Shooter'], release_year: 1994, box_art_url: '/api/lightgun/games/1/cover.svg' }),
    );
    expect(before.box_art_url).toBe('');
    expect(gameChanges(before, { ...before, genre: 'Shooter, Rail shooter ,', release_year: '1995' })).toEqual({
      genre: ['Shooter', 'Rail shooter'],
      release_year: 1995,
    });
    expect(gameChanges(before, { ...before, release_year: ' ' })).toEqual({ release_year: null });
    expect(gameChanges(before, { ...before, screenshots: 'https://a.example/1.png, https://a.example/2.png' })).toEqual(
      {
        screenshots: ['https://a.example/1.png', 'https://a.example/2.png'],
      },
    );
    expect(gameChanges(before, before)).toEqual({});
  });
});
