import type {
  CompatibilityRating,
  CompatibilityReport,
  CompatibilitySummary,
  Game,
  Pagination,
  PlatformWithGames,
  SetupOption,
  SetupOptionKind,
  SetupOptions,
  User,
} from '@site/contracts';

export function aGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 12,
    title: 'Time Crisis',
    platform: 'Arcade',
    platform_id: 1,
    genre: [],
    release_year: null,
    release_date: '',
    developer: '',
    publisher: '',
    description: '',
    boxart: '',
    box_art_url: '',
    screenshots: [],
    gameplay_videos: [],
    compatibility_tier: null,
    ...overrides,
  };
}

export function aPlatform(games: Game[], overrides: Partial<PlatformWithGames> = {}): PlatformWithGames {
  return {
    id: 1,
    name: 'Arcade',
    manufacturer: 'Various',
    icon: '🕹️',
    gun: '',
    color: '#336699',
    total_games: games.length,
    games,
    ...overrides,
  };
}

const option = (id: number, kind: SetupOptionKind, name: string): SetupOption => ({
  id,
  kind,
  name,
  description: '',
  report_count: 0,
});
export const gunCon2 = option(1, 'gun', 'GunCon 2');
export const sinden = option(2, 'gun', 'Sinden');
export const crt = option(10, 'display', 'CRT');
export const flatTv = option(11, 'display', 'Flat TV');
export const original = option(20, 'play-mode', 'Original hardware');
export const mame = option(21, 'play-mode', 'MAME');
export const setupOptions: SetupOptions = {
  guns: [gunCon2, sinden],
  displays: [crt, flatTv],
  play_modes: [mame, original],
};

export function aPagination(count: number, overrides: Partial<Pagination> = {}): Pagination {
  const { page = 1, limit = 10 } = overrides;
  const pages = Math.ceil(count / limit);
  return {
    page,
    limit,
    total_count: count,
    total_pages: pages,
    has_next: page < pages,
    has_prev: page > 1,
    ...overrides,
  };
}

export function aReport(author: User, overrides: Partial<CompatibilityReport> = {}): CompatibilityReport {
  const at = new Date(Date.now() - 3_600_000).toISOString();
  return {
    id: 100,
    game_id: 12,
    game_title: 'Time Crisis',
    platform: 'Arcade',
    author: { id: author.id, username: author.username, display_name: author.display_name, role: author.role },
    gun: gunCon2,
    display: crt,
    play_mode: original,
    rating: 'playable',
    recoil_works: true,
    offscreen_reload_works: false,
    two_players_work: true,
    notes: 'Calibrate first.',
    notes_html: '<p>Calibrate first.</p>',
    hidden: false,
    hidden_reason: null,
    edited: false,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function aSummary(overrides: Partial<CompatibilitySummary> = {}): CompatibilitySummary {
  return {
    game_id: 12,
    tier: null,
    report_count: 0,
    guns: [],
    displays: [],
    matrix: [],
    latest_reports: [],
    my_reports: [],
    ...overrides,
  };
}

export const tiers: Array<[CompatibilityRating | null, string]> = [
  ['perfect', 'Perfect'],
  ['playable', 'Playable'],
  ['issues', 'Issues'],
  ['broken', 'Broken'],
  [null, 'No reports'],
];
