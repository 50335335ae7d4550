import type { Game } from '@site/contracts';

/** The platform page's title filter: the games whose title holds the text (any case), in the API's order. */
export function filterGames<T extends Game>(games: readonly T[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  return needle ? games.filter((game) => game.title.toLowerCase().includes(needle)) : [...games];
}

/** The card's date: the release date, else the year, else 'Unknown'. */
export const releaseOf = (game: Game) =>
  game.release_date || (game.release_year ? String(game.release_year) : 'Unknown');
