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

/**
 * One gun, display or way of playing. Seeded, then edited by admins. The flags say which setups are possible
 * (`setupMismatch` in @site/domain; issue 32): each is false where it does not apply to the option's kind.
 */
export interface SetupOption {
  id: number;
  kind: SetupOptionKind;
  /** Shown on forms and filters, e.g. 'GunCon 2', 'CRT', 'MAME'; unique per kind (case-insensitive). */
  name: string;
  /**
   * Its name in addresses (`?gun=sinden`, `/games/setup/sinden/flat-tv`): lower-case letters, digits and single
   * hyphens, at most 60, unique per kind; made from the name when not given.
   */
  slug: string;
  /** A short help text, e.g. which platform's original gun it is; '' when none. */
  description: string;
  /**
   * Guns: a modern gun (or a mouse) that works with any platform played through an emulator, MiSTer or a native PC
   * port, never on original hardware. A gun that is not modern is an original gun: it belongs to its platforms.
   */
  modern: boolean;
  /** Guns: it reads a CRT's picture, so it works on a CRT display only. */
  needs_crt: boolean;
  /** Displays: a cathode-ray tube. */
  crt: boolean;
  /** Ways of playing: the game's own console or arcade board. */
  original_hardware: boolean;
  /** Reports that use it; an option in use cannot be deleted (409). */
  report_count: number;
}

/** GET /api/lightgun/setup-options: every option of each kind, ordered by name. */
export interface SetupOptions {
  guns: SetupOption[];
  displays: SetupOption[];
  play_modes: SetupOption[];
}

/**
 * POST /api/lightgun/setup-options/{kind} (name required) and PATCH .../{kind}/{id} (any subset); admins only. A flag
 * that does not apply to the kind is refused (422), as is a slug another option of the kind has (409).
 */
export interface SetupOptionInput {
  name?: string;
  slug?: string;
  description?: string;
  modern?: boolean;
  needs_crt?: boolean;
  crt?: boolean;
  original_hardware?: boolean;
}

/**
 * GET /api/lightgun/platforms/{id}/setup-options (anyone) and PUT on the same path (admins, the whole list in
 * `option_ids`): the original guns and the ways of playing that belong to a platform. Modern guns and displays are not
 * listed: they pair by their flags (a display id in option_ids is a 422).
 */
export interface PlatformSetupOptions {
  platform_id: number;
  option_ids: number[];
}

/** The body of PUT /api/lightgun/platforms/{id}/setup-options. */
export interface PlatformSetupOptionsInput {
  option_ids: number[];
}

/** A setup named by its options' ids. */
export interface SetupChoice {
  gun_id: number;
  display_id: number;
  play_mode_id: number;
}

/** What a report says of one feature: it was tried and works, tried and does not, or not tried. */
export type FeatureResult = 'works' | 'fails' | 'untested';

/**
 * The features a report records (labels and help in @site/domain `reportFeatures`): recoil, reloading by shooting
 * off screen, two players at once, and a calibration that holds from one session to the next.
 */
export type ReportFeature = 'recoil' | 'offscreen_reload' | 'two_players' | 'calibration';

/** The optional versions a report names: free text, at most 100 characters each, '' for none. */
export type ReportVersionField = 'emulator_version' | 'gun_firmware' | 'game_version';

/**
 * POST /api/lightgun/games/{id}/reports: file the caller's report for this game and setup (201); when
 * they already reported that setup, 409 naming the existing report, which PATCH edits (issue 31).
 * PUT on the same path (kept for older clients): file, or update the report of that setup (201 created, 200 updated).
 * The setup must be possible for the game's platform (400 naming the mismatch, e.g. "GunCon 2 is not a gun of the
 * Arcade"). notes: Markdown up to 5,000 characters; raw HTML is not rendered.
 */
export interface CompatibilityReportInput extends SetupChoice, Partial<Record<ReportFeature, FeatureResult>> {
  rating: CompatibilityRating;
  /** Each feature left out is 'untested'. */
  recoil?: FeatureResult;
  offscreen_reload?: FeatureResult;
  two_players?: FeatureResult;
  calibration?: FeatureResult;
  /** Older clients' booleans, read only when the feature itself is not sent: true is 'works', false 'untested'. */
  recoil_works?: boolean;
  offscreen_reload_works?: boolean;
  two_players_work?: boolean;
  /** The emulator or core and its version, e.g. 'MAME 0.264'. */
  emulator_version?: string;
  gun_firmware?: string;
  /** The game's version or ROM set, e.g. 'hotd2 (Rev A)'. */
  game_version?: string;
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
  recoil: FeatureResult;
  offscreen_reload: FeatureResult;
  two_players: FeatureResult;
  calibration: FeatureResult;
  emulator_version: string;
  gun_firmware: string;
  game_version: string;
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
  /** When its author last filed or edited it: the date its age and weight count from. */
  filed_at: string;
  /** Older than `reportAgeDays` (@site/domain): it weighs less in the tier ("older report"). */
  aged: boolean;
  /** Members who marked it helpful. */
  helpful_count: number;
  /** The logged-in caller marked it helpful; false when anonymous. */
  marked_helpful: boolean;
}

/**
 * PUT /api/lightgun/reports/{id}/helpful (a member other than its author marks it; again changes nothing) and DELETE
 * on the same path (takes the mark back). 403 on one's own report, 404 on a report the caller may not see.
 */
export interface ReportHelpfulness {
  report_id: number;
  helpful_count: number;
  marked_helpful: boolean;
}

/** POST /api/lightgun/reports/{id}/hide (moderators and admins): a reason is required. */
export interface HideReportInput {
  reason: string;
}

/** The order of a game's reports: most helpful first (then most recent), or most recently filed first. */
export type ReportSort = 'helpful' | 'recent';

/**
 * GET /api/lightgun/games/{id}/reports?page=&limit=&sort=: `sort` 'recent' (the default: last filed first) or
 * 'helpful'; hidden ones only for whom may see them.
 */
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

/** How sure a tier is (`compatibilityStanding` in @site/domain). */
export type TierConfidence = 'low' | 'medium' | 'high';

/** A tier's direction when recent reports and older ones disagree. */
export type TierTrend = 'improving' | 'declining';

/**
 * What the community's reports say of a game, or of a game with one setup (docs/compatibility.md, computed by
 * `compatibilityStanding` in @site/domain): each member counts once, by their most recent visible report; a report
 * older than `reportAgeDays` weighs half; the tier is the best rating that more than half the weight reaches (a
 * 'perfect' report also reaches 'playable', 'issues' and 'broken'). "Playable · 7 reports · 5 members agree".
 */
export interface CompatibilityStanding {
  /** null: no visible report ('No reports yet'). */
  tier: CompatibilityRating | null;
  /** Every visible report, each setup on its own. */
  report_count: number;
  /** Members whose report counts (one each). */
  member_count: number;
  /** Those among them whose report has the tier's rating. */
  agreeing_count: number;
  /** null without a tier. */
  confidence: TierConfidence | null;
  /** The tier from the reports of the last `reportAgeDays` alone, and from the older ones alone; null without any. */
  recent_tier: CompatibilityRating | null;
  older_tier: CompatibilityRating | null;
  /** Set when both exist and differ: "Recent reports say Perfect; older ones said Issues". */
  trend: TierTrend | null;
}

/**
 * GET /api/lightgun/games/{id}/compatibility: the game's summary from its visible reports. `tier` and `report_count`
 * repeat `standing`'s; `matrix` counts every visible report, each setup on its own.
 */
export interface CompatibilitySummary {
  game_id: number;
  tier: CompatibilityRating | null;
  report_count: number;
  standing: CompatibilityStanding;
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
 * The setup of game lists, by slug as addresses carry it (`?gun=sinden&display=flat-tv&play=mame`); each part
 * optional. An unknown slug is a 400 naming it. Lists rank by it, they never narrow by it.
 */
export interface SetupFilter {
  gun?: string;
  display?: string;
  play?: string;
}

/** Where a game stands with the chosen setup, from the visible reports matching every part of it. */
export type SetupFit = 'works' | 'untested' | 'fails';

/**
 * A list's setup, when one was given: its options, and how many of the list's games stand in each group
 * ('works': the setup's tier is Playable or better; 'fails': Issues or Broken; 'untested': no report matches).
 */
export interface AppliedSetup {
  gun: SetupOption | null;
  display: SetupOption | null;
  play_mode: SetupOption | null;
  counts: Record<SetupFit, number>;
}

/** A game in a list ranked by a setup. */
export interface RankedGame extends Game {
  /** Present when the list has a setup. */
  setup_fit?: SetupFit;
  /** The game's standing with the setup's reports alone; present when the list has a setup. */
  setup_standing?: CompatibilityStanding;
}

/** How game lists order: by title, or by tier (best first, then confidence, then title). With a setup, the groups
 * come first (works, untested, fails), each ordered this way. */
export type GameSort = 'title' | 'tier';

/**
 * GET /api/lightgun/games?q=&gun=&display=&play=&sort=&page=&limit=: the catalogue across platforms; q matches titles
 * (case-insensitive, any part); sort 'title' (the default) or 'tier'; with a setup, ranked in its groups. limit <= 100.
 */
export interface GameSearchPage {
  games: RankedGame[];
  pagination: Pagination;
  /** null without a setup. */
  setup: AppliedSetup | null;
}

/**
 * GET /api/lightgun/setups/{gun}/{display}?play=: the games members reported with this setup, best first (tier, then
 * confidence, then members agreeing, then title), each with its standing from this setup's visible reports alone.
 * 404 ("No such gun: ...") for an unknown slug.
 */
export interface SetupPage {
  gun: SetupOption;
  display: SetupOption;
  play_mode: SetupOption | null;
  games: SetupPageGame[];
}

export interface SetupPageGame {
  game: Game;
  standing: CompatibilityStanding;
}

/**
 * GET /api/lightgun/setups: every gun and display pair with visible reports (the sitemap's setup pages, and the links
 * from each gun's name), most reported first.
 */
export interface SetupLinks {
  setups: SetupLink[];
}

export interface SetupLink {
  gun: Pick<SetupOption, 'id' | 'slug' | 'name'>;
  display: Pick<SetupOption, 'id' | 'slug' | 'name'>;
  /** Games with a visible report for the pair. */
  game_count: number;
  member_count: number;
}

/** The game a forum thread discusses, as its card shows it. */
export interface DiscussedGame {
  id: number;
  title: string;
  platform: string;
  boxart: string;
  tier: CompatibilityRating | null;
}

/** GET /api/lightgun/games/{id}/discussion (anyone): the game's discussion thread, null while there is none. */
export interface GameDiscussionLookup {
  thread_id: number | null;
}

/**
 * POST /api/lightgun/games/{id}/discussion (members): opens the game's thread in the forum's Game Discussion category
 * with the member's own first post (201). The title defaults to the game's. When the thread exists already (another
 * member got there first), the text is posted as a reply there instead (200, `created` false): nothing is lost.
 * content: Markdown, the forum's limits.
 */
export interface GameDiscussionInput {
  title?: string;
  content: string;
}

export interface GameDiscussion {
  thread_id: number;
  created: boolean;
  /** The reply holding the member's text; null when it is the thread's opening post (which is no reply). */
  post_id: number | null;
}

/** GET /api/lightgun/games/{id}/threads?page=&limit=: the forum threads tied to the game, newest activity first. */
export interface GameThreadPage {
  threads: ForumThreadSummary[];
  pagination: Pagination;
}
