import type { DataSource } from 'typeorm';
import { GameEntity, PlatformEntity, screenshotPath } from '../lightgun/index.js';
import { catalogueGames, cataloguePlatforms } from './lightgun-catalogue.js';

/** Generated placeholders per game: one more than the game page shows at once, so its 'Showing 4 of N' note appears. */
const placeholderScreenshots = 5;

/** Fills an empty catalogue (no platform) with the real one; never touches a catalogue that has a platform. */
export async function seedLightgun(dataSource: DataSource, log: (line: string) => void): Promise<void> {
  if ((await dataSource.getRepository(PlatformEntity).count()) > 0) return;
  await dataSource.transaction(async (manager) => {
    const platforms = await manager.save(
      cataloguePlatforms.map((platform) => manager.create(PlatformEntity, { ...platform })),
    );
    const platformIds = new Map(platforms.map((platform) => [platform.name, platform.id]));
    const inserted = await manager.insert(
      GameEntity,
      catalogueGames.map((game) => {
        const platformId = platformIds.get(game.platform);
        if (platformId === undefined)
          throw new Error(`Catalogue game ${game.title} names an unknown platform: ${game.platform}`);
        return {
          platformId,
          title: game.title,
          releaseYear: game.year,
          releaseDate: '',
          developer: game.developer,
          publisher: game.publisher,
          genre: game.genre,
          description: game.description,
          boxArtUrl: '',
          screenshots: [],
          gameplayVideos: [],
        };
      }),
    );
    // The placeholder paths contain the game's id, known only now: one update for all.
    const screenshots = inserted.identifiers.map(({ id }) => ({
      id: Number(id),
      screenshots: Array.from({ length: placeholderScreenshots }, (_, n) => screenshotPath(Number(id), n + 1)),
    }));
    await manager.query(
      `UPDATE games SET screenshots = shots.screenshots FROM jsonb_to_recordset($1::jsonb) AS shots (id integer, screenshots jsonb) WHERE games.id = shots.id`,
      [JSON.stringify(screenshots)],
    );
  });
  log(`Seeded ${catalogueGames.length} light gun games on ${cataloguePlatforms.length} platforms.`);
}
