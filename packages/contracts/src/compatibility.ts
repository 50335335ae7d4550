import type { ForumThreadSummary } from './forum.js';
import type { Game } from './lightgun.js';
import type { Pagination } from './pagination.js';
import type { UserRole } from './users.js';

/**
 * Lightgun compatibility: which game works with which gun, on which display, played which way,
 * as the community reports it (one report per member, game and setup).
 */

/** The three parts of a setup, as they appear in URLs (`/api/lightgun/setup-options/{kind}`). */
export type SetupOptionKind = 'gun' | 'display' | 'play-mode';

/** Best first: a report's rating and a game's tier. */
export type CompatibilityRating = 'perfect' | 'playable' | 'issues' | 'broken';

/** One gun, display or way of playing. Seeded, then edited by admins. */
export interface SetupOption {
  id: number;
  kind: SetupOptionKind;
  /** Shown on forms and filters, e.g. 'GunCon 2', 'CRT', 'MAME'; unique per kind (case-insensitive). */
  name: string;
  /** A short help text, e.g. which platform's original gun it is; '' when none. */
  description: string;
  /** Reports that use it; an option in use cannot be deleted (409). */
  report_count: number;
}

/** GET /api/lightgun/setup-options: every option of each kind, ordered by name. */
export interface SetupOptions {
  guns: SetupOption[];
  displays: SetupOption[];
  play_modes: SetupOption[];
}

/** POST /api/lightgun/setup-options/{kind} (name required) and PATCH .../{kind}/{id} (any subset); admins only. */
export interface SetupOptionInput {
  name?: string;
  description?: string;
}

/** A setup named by its options' ids. */
export interface SetupChoice {
  gun_id: number;
  display_id: number;
  play_mode_id: number;
}

/**
 * POST /api/lightgun/games/{id}/reports: file the caller's report for this game and setup (201); when
 * they already reported that setup, 409 naming the existing report, which PATCH edits (issue 31).
 * PUT on the same path (kept for older clients): file, or update the report of that setup (201 created, 200 updated).
 * notes: Markdown up to 5,000 characters; raw HTML is not rendered.
 */
export interface CompatibilityReportInput extends SetupChoice {
  rating: CompatibilityRating;
  recoil_works: boolean;
  offscreen_reload_works: boolean;
  two_players_work: boolean;
  notes: string;
}

/**
 * PATCH /api/lightgun/reports/{id}: its author changes any of their report's fields, the setup included (409 when they
 * already reported the new setup); the report is marked edited. Moderators hide and delete, they do not edit.
 */
export type CompatibilityReportEdit = Partial<CompatibilityReportInput>;

export interface ReportAuthor {
  id: number | null;
  username: string;
  display_name: string;
  role: UserRole;
}

export interface CompatibilityReport {
  id: number;
  game_id: number;
  /** The game's title and platform, for lists outside the game page (a profile). */
  game_title: string;
  platform: string;
  author: ReportAuthor;
  gun: SetupOption;
  display: SetupOption;
  play_mode: SetupOption;
  rating: CompatibilityRating;
  recoil_works: boolean;
  offscreen_reload_works: boolean;
  two_players_work: boolean;
  notes: string;
  /** The notes rendered from Markdown and sanitised, ready to insert. */
  notes_html: string;
  /** Hidden by a moderator: only its author, moderators and admins still see it. */
  hidden: boolean;
  hidden_reason: string | null;
  created_at: string;
  updated_at: string;
  /** Its author changed it after filing (issue 31), as forum posts show "edited". */
  edited: boolean;
}

/** POST /api/lightgun/reports/{id}/hide (moderators and admins): a reason is required. */
export interface HideReportInput {
  reason: string;
}

/** GET /api/lightgun/games/{id}/reports?page=&limit=: newest first; hidden ones only for whom may see them. */
export interface CompatibilityReportPage {
  reports: CompatibilityReport[];
  pagination: Pagination;
}

/** One gun x display cell of a game's matrix (visible reports only). */
export interface CompatibilityCell {
  gun_id: number;
  display_id: number;
  report_count: number;
  best_rating: CompatibilityRating;
}

/**
 * GET /api/lightgun/games/{id}/compatibility: the game's summary from its visible reports.
 * tier: each member counts once, by their most recent visible report on the game (docs/compatibility.md);
 * with two members or more, the best rating that at least two of them reach (a 'perfect' report also
 * counts towards 'playable', 'issues' and 'broken'); with one, its rating; null when there is none
 * ('No reports yet'). `report_count` and `matrix` count every visible report, each setup on its own.
 */
export interface CompatibilitySummary {
  game_id: number;
  tier: CompatibilityRating | null;
  report_count: number;
  /** The options that appear in `matrix`, ordered by name: its rows and columns. */
  guns: SetupOption[];
  displays: SetupOption[];
  matrix: CompatibilityCell[];
  /** The newest five visible reports. */
  latest_reports: CompatibilityReport[];
  /** The logged-in caller's own reports on this game (hidden ones included); [] when anonymous. */
  my_reports: CompatibilityReport[];
}

/**
 * GET /api/users/me/setup and PUT /api/users/me/setup: the logged-in member's "my setup" filter;
 * each part null when not chosen.
 */
export interface SetupPreference {
  gun_id: number | null;
  display_id: number | null;
  play_mode_id: number | null;
}

/**
 * The optional setup filter of game lists: a game passes with a visible Playable-or-better report for every part given.
 */
export interface SetupFilter {
  gun_id?: number;
  display_id?: number;
  play_mode_id?: number;
}

/**
 * GET /api/lightgun/games?q=&gun_id=&display_id=&play_mode_id=&page=&limit=: the catalogue across
 * platforms, ordered by title; q matches titles (case-insensitive, any part); the setup filter
 * keeps games with one visible Playable-or-better report matching every part given. limit <= 100.
 */
export interface GameSearchPage {
  games: Game[];
  pagination: Pagination;
}

/** The game a forum thread discusses, as its card shows it. */
export interface DiscussedGame {
  id: number;
  title: string;
  platform: string;
  boxart: string;
  tier: CompatibilityRating | null;
}

/**
 * POST /api/lightgun/games/{id}/discussion (members): the game's thread in the forum's Game
 * Discussion category, created on first use (201) and answered as it is afterwards (200).
 */
export interface GameDiscussion {
  thread_id: number;
  created: boolean;
}

/** GET /api/lightgun/games/{id}/threads?page=&limit=: the forum threads tied to the game, newest activity first. */
export interface GameThreadPage {
  threads: ForumThreadSummary[];
  pagination: Pagination;
}
