import type { Game } from '@site/contracts';

export type GameSort = 'title' | 'year';

/** The platform page's title filter and sort (unknown years last). */
export function filterAndSortGames(games: Game[], filter: string, sort: GameSort): Game[] {
  const needle = filter.trim().toLowerCase();
  const shown = needle ? games.filter((game) => game.title.toLowerCase().includes(needle)) : [...games];
  return shown.sort((a, b) =>
    sort === 'year'
      ? (a.release_year ?? Infinity) - (b.release_year ?? Infinity) || a.title.localeCompare(b.title)
      : a.title.localeCompare(b.title),
  );
}

/** The card's date: the release date, else the year, else 'Unknown'. */
export const releaseOf = (game: Game) =>
  game.release_date || (game.release_year ? String(game.release_year) : 'Unknown');
