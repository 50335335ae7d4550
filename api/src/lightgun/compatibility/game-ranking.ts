import type { CompatibilityRating, CompatibilityStanding, Game, GameSort, RankedGame, SetupFit } from '@site/contracts';
import { compareStandings, compatibilityStanding, noStanding } from '@site/domain';

/** A visible report as a setup's figures count it. */
export interface SetupReportRow {
  id: number;
  gameId: number;
  reporterId: number;
  rating: CompatibilityRating;
  filedAt: Date;
}

/**
 * Each reported game's standing from these reports alone: every report counts in `report_count`, each member once, by
 * their most recent one (the later filed, then the later id) (`compatibilityStanding` in @site/domain).
 */
export function standingsByGame(rows: readonly SetupReportRow[], now: Date): Map<number, CompatibilityStanding> {
  const byGame = new Map<number, SetupReportRow[]>();
  for (const row of rows) {
    const reports = byGame.get(row.gameId) ?? [];
    reports.push(row);
    byGame.set(row.gameId, reports);
  }
  return new Map(
    [...byGame].map(([gameId, reports]) => {
      const latest = new Map<number, SetupReportRow>();
      for (const report of reports) {
        const known = latest.get(report.reporterId);
        const later =
          !known || report.filedAt > known.filedAt || (+report.filedAt === +known.filedAt && report.id > known.id);
        if (later) latest.set(report.reporterId, report);
      }
      const counted = [...latest.values()].map((report) => ({ rating: report.rating, filed_at: report.filedAt }));
      return [gameId, compatibilityStanding(counted, reports.length, now)];
    }),
  );
}

/** Works: Playable or better; fails: Issues or Broken; untested: no report matches. */
export function setupFitOf(standing: CompatibilityStanding): SetupFit {
  if (!standing.tier) return 'untested';
  return standing.tier === 'perfect' || standing.tier === 'playable' ? 'works' : 'fails';
}

/** The groups of a list with a setup, in their order. */
export const setupFits: readonly SetupFit[] = ['works', 'untested', 'fails'];

export interface RankedList {
  games: RankedGame[];
  /** How many games stand in each group (none without a setup). */
  counts: Record<SetupFit, number>;
}

/**
 * Orders `games`, given by title, by `sort` ('tier': best first by `compareStandings`, the setup's standing before the
 * game's stored one; then title). With the standings of a setup, each game gets its fit and standing, and the groups come first (works,
 * untested, fails). Nothing is left out.
 */
export function rankGames(
  games: readonly Game[],
  sort: GameSort,
  setupStandings: ReadonlyMap<number, CompatibilityStanding> | null,
): RankedList {
  const ranked = games.map((game, position): { game: RankedGame; position: number } => {
    if (!setupStandings) return { game, position };
    const standing = setupStandings.get(game.id) ?? noStanding;
    return { game: { ...game, setup_fit: setupFitOf(standing), setup_standing: standing }, position };
  });
  const group = (game: RankedGame) => (game.setup_fit ? setupFits.indexOf(game.setup_fit) : 0);
  // By tier, a setup's own standing first (the best with this gun lead its group), then the game's over every setup.
  const byTier = (a: RankedGame, b: RankedGame) =>
    compareStandings(a.setup_standing ?? noStanding, b.setup_standing ?? noStanding) ||
    compareStandings(a.compatibility, b.compatibility);
  ranked.sort(
    (a, b) =>
      group(a.game) - group(b.game) || (sort === 'tier' ? byTier(a.game, b.game) : 0) || a.position - b.position,
  );
  const counts = Object.fromEntries(
    setupFits.map((fit) => [fit, ranked.filter((entry) => entry.game.setup_fit === fit).length]),
  ) as Record<SetupFit, number>;
  return { games: ranked.map((entry) => entry.game), counts };
}
