import type { CompatibilityRating, Game } from '@site/contracts';
import { compatibilityStanding, noStanding, reportAgeDays } from '@site/domain';
import { describe, expect, it } from 'vitest';
import { rankGames, setupFitOf, standingsByGame, type SetupReportRow } from './game-ranking.js';

const now = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

let nextId = 0;
const row = (gameId: number, reporterId: number, rating: CompatibilityRating, filedAt = now): SetupReportRow => ({
  id: (nextId += 1),
  gameId,
  reporterId,
  rating,
  filedAt,
});

const game = (id: number, title: string, ratings: CompatibilityRating[] = []): Game =>
  ({
    id,
    title,
    compatibility: compatibilityStanding(
      ratings.map((rating) => ({ rating, filed_at: now })),
      ratings.length,
      now,
    ),
  }) as Game;

describe('standingsByGame', () => {
  it('counts every report, each member once by their most recent, and gives no entry to a game nobody reported', () => {
    const standings = standingsByGame(
      [
        row(1, 10, 'broken', daysAgo(3)),
        row(1, 10, 'perfect', daysAgo(1)),
        row(1, 11, 'perfect', daysAgo(2)),
        row(2, 10, 'issues'),
      ],
      now,
    );
    expect(standings.get(1)).toMatchObject({ tier: 'perfect', report_count: 3, member_count: 2, agreeing_count: 2 });
    expect(standings.get(2)).toMatchObject({ tier: 'issues', report_count: 1, member_count: 1 });
    expect(standings.has(3)).toBe(false);
  });

  it('takes the later id between two reports filed at the same instant, and weighs aged reports half', () => {
    const same = daysAgo(1);
    expect(standingsByGame([row(1, 10, 'broken', same), row(1, 10, 'playable', same)], now).get(1)?.tier).toBe(
      'playable',
    );
    const aged = standingsByGame(
      [row(1, 10, 'broken', daysAgo(reportAgeDays + 1)), row(1, 11, 'perfect', daysAgo(1))],
      now,
    ).get(1);
    expect(aged).toMatchObject({ tier: 'perfect', trend: 'improving' });
  });
});

describe('setupFitOf', () => {
  it('works for Playable or better, fails for Issues or Broken, untested without a tier', () => {
    const of = (rating: CompatibilityRating) => setupFitOf(compatibilityStanding([{ rating, filed_at: now }], 1, now));
    expect([of('perfect'), of('playable'), of('issues'), of('broken')]).toEqual(['works', 'works', 'fails', 'fails']);
    expect(setupFitOf(noStanding)).toBe('untested');
  });
});

describe('rankGames', () => {
  // Given by title, as the statement orders them.
  const games = [
    game(1, 'Alpha', ['issues']),
    game(2, 'Beta'),
    game(3, 'Gamma', ['perfect', 'perfect', 'perfect']),
    game(4, 'Delta', ['perfect']),
    game(5, 'Epsilon', ['broken']),
  ];
  const titles = (list: { title: string }[]) => list.map((entry) => entry.title);

  it('keeps the title order, or orders by stored tier (confidence next, then title), hiding nothing', () => {
    expect(titles(rankGames(games, 'title', null).games)).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon']);
    expect(titles(rankGames(games, 'tier', null).games)).toEqual(['Gamma', 'Delta', 'Alpha', 'Epsilon', 'Beta']);
    expect(rankGames(games, 'title', null).games[0]).not.toHaveProperty('setup_fit');
    expect(rankGames(games, 'title', null).counts).toEqual({ works: 0, untested: 0, fails: 0 });
  });

  it('with a setup, puts the games working with it first, then untested, then failing, each group by the sort', () => {
    const setup = standingsByGame([row(5, 1, 'playable'), row(2, 1, 'perfect'), row(3, 1, 'broken')], now);
    const byTitle = rankGames(games, 'title', setup);
    expect(titles(byTitle.games)).toEqual(['Beta', 'Epsilon', 'Alpha', 'Delta', 'Gamma']);
    expect(byTitle.counts).toEqual({ works: 2, untested: 2, fails: 1 });
    expect(byTitle.games.map((entry) => entry.setup_fit)).toEqual(['works', 'works', 'untested', 'untested', 'fails']);
    expect(byTitle.games[0].setup_standing).toMatchObject({ tier: 'perfect', report_count: 1 });
    expect(byTitle.games[2].setup_standing).toEqual(noStanding);
    // By tier, Beta's Perfect with the setup leads Epsilon's Playable, whatever their tiers over every setup.
    expect(titles(rankGames(games, 'tier', setup).games)).toEqual(['Beta', 'Epsilon', 'Delta', 'Alpha', 'Gamma']);
  });
});
