import type { SetupFilter } from '@site/contracts';

/** One page of the catalogue across platforms, by title and setup. */
export type GameSearchParams = { q: string; page: number } & SetupFilter;

const all = ['lightgun'] as const;

/**
 * The games area's answers. The catalogue (platforms, games, compatibility, setup options, a game's
 * threads) lives under ['lightgun', ...], the API's module, so a change can mark all of it stale;
 * "my setup" lives outside it, so a catalogue change does not reload it.
 */
export const gamesKeys = {
  all,
  platforms: ['lightgun', 'platforms'],
  stats: ['lightgun', 'stats'],
  setupOptions: ['lightgun', 'setup-options'],
  /** A platform (its lower-case name) with its games, narrowed by `filter`. */
  platform: (platform: string, filter: SetupFilter) => ['lightgun', 'platform', platform, filter],
  game: (id: string) => ['lightgun', 'game', id],
  search: (params: GameSearchParams) => ['lightgun', 'search', params],
  compatibilitySummary: (gameId: number) => ['lightgun', 'compatibility', gameId, 'summary'],
  compatibilityReports: (gameId: number, page: number) => ['lightgun', 'compatibility', gameId, 'reports', page],
  /** One report, as a notification's link opens it on its game's page. */
  compatibilityReport: (reportId: number) => ['lightgun', 'compatibility', 'report', reportId],
  /** The forum threads tied to a game. */
  threads: (gameId: number) => ['lightgun', 'threads', gameId],
  mySetup: (userId: number | null) => ['my-setup', userId ?? 'browser'],
} as const;
