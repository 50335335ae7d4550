import type { Game, GameUpdateInput } from '@site/contracts';

/** The edit form: every field is text; the API judges the values (its 422s land on the fields). */
export interface GameEditForm {
  title: string;
  genre: string;
  platform: string;
  release_year: string;
  developer: string;
  publisher: string;
  description: string;
  box_art_url: string;
  screenshots: string;
}

const isHttp = (url: string) => /^https?:\/\//i.test(url);
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The edit form of a game; generated artwork (a site path) is not offered for editing. */
export function editFormOf(game: Game): GameEditForm {
  return {
    title: game.title,
    genre: game.genre.join(', '),
    platform: game.platform,
    release_year: game.release_year === null ? '' : String(game.release_year),
    developer: game.developer,
    publisher: game.publisher,
    description: game.description,
    box_art_url: isHttp(game.box_art_url) ? game.box_art_url : '',
    screenshots: game.screenshots.join(', '),
  };
}

/** Only the changed fields, in the API's shapes: genre and screenshots as lists, the year as a number or null. */
export function gameChanges(before: GameEditForm, after: GameEditForm): GameUpdateInput {
  const changes: GameUpdateInput = {};
  for (const key of Object.keys(after) as Array<keyof GameEditForm>) {
    if (after[key] === before[key]) continue;
    if (key === 'genre' || key === 'screenshots') changes[key] = list(after[key]);
    else if (key === 'release_year') changes.release_year = yearOf(after.release_year);
    else changes[key] = after[key];
  }
  return changes;
}

/** Blank clears the year; a whole number goes as one; anything else as typed, for the API to refuse under the field. */
function yearOf(text: string) {
  if (text.trim() === '') return null;
  return Number.isInteger(Number(text)) ? Number(text) : text;
}
