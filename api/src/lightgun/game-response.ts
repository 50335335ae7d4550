import type { Game } from '@site/contracts';
import { noStanding } from '@site/domain';
import type { GameEntity } from './entities/game.entity.js';

/** The generated cover, used whenever a game has no box art URL of its own. */
export const coverPath = (gameId: number) => `/api/lightgun/games/${gameId}/cover.svg`;
export const screenshotPath = (gameId: number, number: number) =>
  `/api/lightgun/games/${gameId}/screenshot-${number}.svg`;

/** `game.platform` must be loaded. */
export function toGameResponse(game: GameEntity): Game {
  const boxArt = game.boxArtUrl || coverPath(game.id);
  return {
    id: game.id,
    title: game.title,
    platform: game.platform.name,
    platform_id: game.platformId,
    genre: game.genre,
    release_year: game.releaseYear,
    release_date: game.releaseDate,
    developer: game.developer,
    publisher: game.publisher,
    description: game.description,
    boxart: boxArt,
    box_art_url: boxArt,
    screenshots: game.screenshots,
    gameplay_videos: game.gameplayVideos,
    compatibility_tier: game.compatibilityTier,
    compatibility: game.compatibility ?? noStanding,
  };
}
