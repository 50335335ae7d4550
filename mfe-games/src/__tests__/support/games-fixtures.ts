import type {
  CompatibilityRating,
  CompatibilityReport,
  CompatibilityStanding,
  CompatibilitySummary,
  Game,
  Pagination,
  PlatformSetupOptions,
  PlatformWithGames,
  SetupOption,
  SetupOptionKind,
  SetupOptions,
  User,
} from '@site/contracts';
import { noStanding, setupSlug } from '@site/domain';

/** A standing with `tier` (one member's report agreeing), or no reports when null; any part overridden. */
export function aStanding(
  tier: CompatibilityRating | null,
  overrides: Partial<CompatibilityStanding> = {},
): CompatibilityStanding {
  const base: CompatibilityStanding = tier
    ? {
        tier,
        report_count: 1,
        member_count: 1,
        agreeing_count: 1,
        confidence: 'low',
        recent_tier: tier,
        older_tier: null,
        trend: null,
      }
    : noStanding;
  return { ...base, ...overrides };
}

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
    // The standing agrees with the tier a test gives, unless it gives its own.
    compatibility: aStanding(overrides.compatibility_tier ?? null),
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
    setup: null,
    ...overrides,
  };
}

const option = (id: number, kind: SetupOptionKind, name: string, flags: Partial<SetupOption> = {}): SetupOption => ({
  id,
  kind,
  name,
  slug: setupSlug(name),
  description: '',
  modern: false,
  needs_crt: false,
  crt: false,
  original_hardware: false,
  report_count: 0,
  ...flags,
});
export const gunCon2 = option(1, 'gun', 'GunCon 2', { needs_crt: true });
export const sinden = option(2, 'gun', 'Sinden', { modern: true });
export const crt = option(10, 'display', 'CRT', { crt: true });
export const flatTv = option(11, 'display', 'Flat TV');
export const original = option(20, 'play-mode', 'Original hardware', { original_hardware: true });
export const mame = option(21, 'play-mode', 'MAME');
export const pcsx2 = option(22, 'play-mode', 'PCSX2');
export const setupOptions: SetupOptions = {
  guns: [gunCon2, sinden],
  displays: [crt, flatTv],
  play_modes: [mame, original, pcsx2],
};

/** The original guns and ways of playing of the Arcade (platform 1, no gun of its own) and the PlayStation 2 (2). */
export const arcadeSetupOptions: PlatformSetupOptions = { platform_id: 1, option_ids: [original.id, mame.id] };
export const ps2SetupOptions: PlatformSetupOptions = {
  platform_id: 2,
  option_ids: [gunCon2.id, original.id, pcsx2.id],
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
    recoil: 'works',
    offscreen_reload: 'fails',
    two_players: 'untested',
    calibration: 'untested',
    emulator_version: '',
    gun_firmware: '',
    game_version: '',
    notes: 'Calibrate first.',
    notes_html: '<p>Calibrate first.</p>',
    hidden: false,
    hidden_reason: null,
    edited: false,
    created_at: at,
    updated_at: at,
    filed_at: at,
    aged: false,
    helpful_count: 0,
    marked_helpful: false,
    ...overrides,
  };
}

export function aSummary(overrides: Partial<CompatibilitySummary> = {}): CompatibilitySummary {
  return {
    game_id: 12,
    tier: overrides.tier ?? null,
    report_count: overrides.report_count ?? 0,
    standing: aStanding(overrides.tier ?? null, { report_count: overrides.report_count ?? 0 }),
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
