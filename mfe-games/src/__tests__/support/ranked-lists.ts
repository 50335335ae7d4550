import type { AppliedSetup, Game, RankedGame, SetupFit } from '@site/contracts';
import { http, HttpResponse } from 'msw';
import { aGame, aPlatform, aStanding, crt, flatTv, mame, sinden } from './games-fixtures.js';

/** Lists ranked by a setup: three Dreamcast games, one in each group of a setup. */
export const works = aGame({ id: 1, title: 'Confidential Mission', compatibility_tier: 'playable' });
export const untested = aGame({ id: 2, title: 'Time Crisis 2', compatibility_tier: 'perfect' });
export const broken = aGame({ id: 3, title: 'The House of the Dead 2', compatibility_tier: 'issues' });

export const ranked = (game: Game, fit: SetupFit): RankedGame => ({
  ...game,
  setup_fit: fit,
  setup_standing: aStanding(null),
});

/** The setup an API answer echoes: the options the request named, and the counts of `games`. */
export function appliedSetup(query: URLSearchParams, games: RankedGame[]): AppliedSetup {
  const find = <T extends { slug: string }>(list: T[], slug: string | null) =>
    list.find((option) => option.slug === slug) ?? null;
  const count = (fit: SetupFit) => games.filter((game) => game.setup_fit === fit).length;
  return {
    gun: find([sinden], query.get('gun')),
    display: find([crt, flatTv], query.get('display')),
    play_mode: find([mame], query.get('play')),
    counts: { works: count('works'), untested: count('untested'), fails: count('fails') },
  };
}

export const withSetup = (query: URLSearchParams) => ['gun', 'display', 'play'].some((part) => query.has(part));

/** The Dreamcast's three games: ranked in their groups with a setup, by title without. */
export const dreamcast = http.get('/api/lightgun/platforms/Dreamcast', ({ request }) => {
  const query = new URL(request.url).searchParams;
  if (!withSetup(query)) return HttpResponse.json(aPlatform([works, untested, broken], { name: 'Dreamcast' }));
  const games = [ranked(works, 'works'), ranked(untested, 'untested'), ranked(broken, 'fails')];
  return HttpResponse.json(aPlatform(games, { name: 'Dreamcast', setup: appliedSetup(query, games) }));
});
