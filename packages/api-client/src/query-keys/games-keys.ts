import type { GameSort, ReportSort, SetupFilter } from '@site/contracts';

/** One page of the catalogue across platforms, by title and setup (slugs), in an order. */
export type GameSearchParams = { q: string; page: number; sort: GameSort } & SetupFilter;

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
  /** A platform (its lower-case name) with its games, ranked by `filter` (slugs) and ordered by `sort`. */
  platform: (platform: string, filter: SetupFilter, sort: GameSort) => ['lightgun', 'platform', platform, filter, sort],
  /** The original guns and ways of playing of a platform (its id). */
  platformSetupOptions: (platformId: number) => ['lightgun', 'platform-setup-options', platformId],
  /** The best games for a setup (slugs; play null when not chosen). */
  setupPage: (gun: string, display: string, play: string | null) => ['lightgun', 'setup-page', gun, display, play],
  /** Every gun and display pair with reports. */
  setupLinks: ['lightgun', 'setup-links'],
  /** A game's published videos. Under 'lightgun' too: linking a video from the game page marks it stale. */
  gameVideos: (gameId: number) => ['lightgun', 'game-videos', gameId],
  /** A game's discussion thread, or null. */
  discussion: (gameId: number) => ['lightgun', 'discussion', gameId],
  game: (id: string) => ['lightgun', 'game', id],
  search: (params: GameSearchParams) => ['lightgun', 'search', params],
  compatibilitySummary: (gameId: number) => ['lightgun', 'compatibility', gameId, 'summary'],
  compatibilityReports: (gameId: number, page: number, sort: ReportSort) => [
    'lightgun',
    'compatibility',
    gameId,
    'reports',
    sort,
    page,
  ],
  /** One report, as a notification's link opens it on its game's page. */
  compatibilityReport: (reportId: number) => ['lightgun', 'compatibility', 'report', reportId],
  /** The forum threads tied to a game. */
  threads: (gameId: number) => ['lightgun', 'threads', gameId],
  mySetup: (userId: number | null) => ['my-setup', userId ?? 'browser'],
} as const;
