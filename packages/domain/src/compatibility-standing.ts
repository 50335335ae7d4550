import type { CompatibilityRating, CompatibilityStanding, TierConfidence } from '@site/contracts';
import { compatibilityRatings as ratings, ratingLabel } from './compatibility-ratings.js';

/** A report older than this many days is "older": it weighs `agedReportWeight` in a tier, and counts as older in trends. */
export const reportAgeDays = 730;
export const agedReportWeight = 0.5;

const dayMs = 24 * 60 * 60 * 1000;

/** A report that counts: each member's most recent visible one (the caller picks them). */
export interface CountedReport {
  rating: CompatibilityRating;
  filed_at: Date | string;
}

/** Whether a report filed at `filedAt` is older than `reportAgeDays` at `now`. */
export const isAgedReport = (filedAt: Date | string, now: Date) =>
  now.getTime() - new Date(filedAt).getTime() > reportAgeDays * dayMs;

const weightOf = (report: CountedReport, now: Date) => (isAgedReport(report.filed_at, now) ? agedReportWeight : 1);

/**
 * The best rating that more than half the reports' weight reaches (a report reaches its own rating and every worse
 * one): a weighted median that leans to the worse side on a tie. Null without reports.
 */
export function majorityRating(reports: readonly CountedReport[], now: Date): CompatibilityRating | null {
  const total = reports.reduce((sum, report) => sum + weightOf(report, now), 0);
  if (total === 0) return null;
  let reaching = 0;
  for (const rating of ratings) {
    reaching += reports.filter((report) => report.rating === rating).reduce((sum, r) => sum + weightOf(r, now), 0);
    if (reaching > total / 2) return rating;
  }
  return 'broken';
}

/** high: at least 3 members agree and they are three quarters or more; medium: at least 2 and half or more. */
export function confidenceOf(memberCount: number, agreeingCount: number): TierConfidence | null {
  if (memberCount === 0) return null;
  const share = agreeingCount / memberCount;
  if (agreeingCount >= 3 && share >= 0.75) return 'high';
  if (agreeingCount >= 2 && share >= 0.5) return 'medium';
  return 'low';
}

/**
 * What the counted reports say (docs/compatibility.md): the tier is `majorityRating` over all of them, older ones
 * weighing half; the members agreeing are those whose rating is the tier; the trend compares the tier of the recent
 * reports with that of the older ones. `reportCount` is every visible report (each setup on its own).
 */
export function compatibilityStanding(
  counted: readonly CountedReport[],
  reportCount: number,
  now: Date,
): CompatibilityStanding {
  const tier = majorityRating(counted, now);
  const agreeing = tier ? counted.filter((report) => report.rating === tier).length : 0;
  const recentTier = majorityRating(
    counted.filter((report) => !isAgedReport(report.filed_at, now)),
    now,
  );
  const olderTier = majorityRating(
    counted.filter((report) => isAgedReport(report.filed_at, now)),
    now,
  );
  const trend =
    recentTier && olderTier && recentTier !== olderTier
      ? ratings.indexOf(recentTier) < ratings.indexOf(olderTier)
        ? 'improving'
        : 'declining'
      : null;
  return {
    tier,
    report_count: reportCount,
    member_count: counted.length,
    agreeing_count: agreeing,
    confidence: tier ? confidenceOf(counted.length, agreeing) : null,
    recent_tier: recentTier,
    older_tier: olderTier,
    trend,
  };
}

/** The standing of a game nobody has reported. */
export const noStanding: CompatibilityStanding = compatibilityStanding([], 0, new Date(0));

const confidenceRank: Record<TierConfidence, number> = { high: 0, medium: 1, low: 2 };

/**
 * Orders standings best first: by tier (none last), then confidence, then members agreeing (more first). Lists add
 * their own last key (the title).
 */
export function compareStandings(a: CompatibilityStanding, b: CompatibilityStanding): number {
  const tierRank = (standing: CompatibilityStanding) =>
    standing.tier ? ratings.indexOf(standing.tier) : ratings.length;
  return (
    tierRank(a) - tierRank(b) ||
    (a.confidence ? confidenceRank[a.confidence] : 3) - (b.confidence ? confidenceRank[b.confidence] : 3) ||
    b.agreeing_count - a.agreeing_count
  );
}

/** "Playable · 7 reports · 5 members agree"; "No reports yet" without a tier. */
export function standingSummary(standing: CompatibilityStanding): string {
  if (!standing.tier) return 'No reports yet';
  const reports = `${standing.report_count} ${standing.report_count === 1 ? 'report' : 'reports'}`;
  const agree = standing.agreeing_count === 1 ? '1 member agrees' : `${standing.agreeing_count} members agree`;
  return `${ratingLabel[standing.tier]} · ${reports} · ${agree}`;
}

/** "Recent reports say Perfect; older ones said Issues", when they disagree; null when they do not. */
export function trendSummary(standing: CompatibilityStanding): string | null {
  if (!standing.trend || !standing.recent_tier || !standing.older_tier) return null;
  return `Recent reports say ${ratingLabel[standing.recent_tier]}; older ones said ${ratingLabel[standing.older_tier]}`;
}
