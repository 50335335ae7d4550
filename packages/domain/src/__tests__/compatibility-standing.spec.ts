import type { CompatibilityRating, CompatibilityStanding } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  agedReportWeight,
  compareStandings,
  compatibilityStanding,
  confidenceOf,
  isAgedReport,
  majorityRating,
  noStanding,
  reportAgeDays,
  standingSummary,
  trendSummary,
  type CountedReport,
} from '../compatibility-standing.js';

const now = new Date('2026-06-01T12:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);
const fresh = (rating: CompatibilityRating): CountedReport => ({ rating, filed_at: daysAgo(10) });
const old = (rating: CompatibilityRating): CountedReport => ({ rating, filed_at: daysAgo(3 * 365) });
const many = (count: number, rating: CompatibilityRating) => Array.from({ length: count }, () => fresh(rating));

describe('the ageing rule', () => {
  it('counts a report as older only past 730 days, weighing half', () => {
    expect(reportAgeDays).toBe(730);
    expect(agedReportWeight).toBe(0.5);
    expect(isAgedReport(daysAgo(730), now)).toBe(false);
    expect(isAgedReport(new Date(daysAgo(730).getTime() - 1), now)).toBe(true);
    expect(isAgedReport(daysAgo(729), now)).toBe(false);
    expect(isAgedReport(daysAgo(731).toISOString(), now)).toBe(true);
    expect(isAgedReport(now, now)).toBe(false);
  });
});

describe('majorityRating (weighted median, leaning worse on a tie)', () => {
  it('has no tier without reports', () => {
    expect(majorityRating([], now)).toBeNull();
  });

  it('takes a single report as the tier', () => {
    expect(majorityRating([fresh('issues')], now)).toBe('issues');
    expect(majorityRating([old('perfect')], now)).toBe('perfect');
  });

  it('leans to the worse rating when two members disagree', () => {
    expect(majorityRating([fresh('perfect'), fresh('broken')], now)).toBe('broken');
    expect(majorityRating([fresh('perfect'), fresh('playable')], now)).toBe('playable');
  });

  it('counts a better report as reaching every worse rating', () => {
    // Perfect, Perfect, Broken: Perfect is reached by 2 of 3.
    expect(majorityRating([fresh('perfect'), fresh('perfect'), fresh('broken')], now)).toBe('perfect');
    // Perfect, Playable, Broken: Perfect 1 of 3, Playable 2 of 3.
    expect(majorityRating([fresh('perfect'), fresh('playable'), fresh('broken')], now)).toBe('playable');
  });

  it('is not moved by 2 members of 10', () => {
    expect(majorityRating([...many(2, 'perfect'), ...many(8, 'broken')], now)).toBe('broken');
    expect(majorityRating([...many(2, 'broken'), ...many(8, 'playable')], now)).toBe('playable');
    expect(majorityRating([...many(2, 'perfect'), ...many(3, 'playable'), ...many(5, 'issues')], now)).toBe('issues');
    expect(majorityRating([...many(3, 'perfect'), ...many(3, 'playable'), ...many(4, 'issues')], now)).toBe('playable');
  });

  it('weighs an older report half', () => {
    // 0.5 Perfect against 2 Issues: Issues reaches 2.5 of 2.5, Perfect 0.5.
    expect(majorityRating([old('perfect'), fresh('issues'), fresh('issues')], now)).toBe('issues');
    // Two older Perfect (1) against one fresh Broken (1): a tie, which leans worse.
    expect(majorityRating([old('perfect'), old('perfect'), fresh('broken')], now)).toBe('broken');
    // Three older Perfect (1.5) against one fresh Broken (1): Perfect reaches 1.5 of 2.5.
    expect(majorityRating([old('perfect'), old('perfect'), old('perfect'), fresh('broken')], now)).toBe('perfect');
    // Unweighted, 2 Perfect of 3 would win; one of them older makes it 1.5 of 2.5, still more than half.
    expect(majorityRating([old('perfect'), fresh('perfect'), fresh('broken')], now)).toBe('perfect');
    // Fresh Perfect + older Broken: 1 of 1.5 reaches Perfect.
    expect(majorityRating([fresh('perfect'), old('broken')], now)).toBe('perfect');
  });

  it('reads filed_at given as text', () => {
    expect(majorityRating([{ rating: 'playable', filed_at: daysAgo(2).toISOString() }], now)).toBe('playable');
  });
});

describe('confidenceOf', () => {
  it('is null without members', () => {
    expect(confidenceOf(0, 0)).toBeNull();
  });

  it('is high from 3 members agreeing who are three quarters or more', () => {
    expect(confidenceOf(3, 3)).toBe('high');
    expect(confidenceOf(4, 3)).toBe('high');
    expect(confidenceOf(5, 3)).toBe('medium');
    expect(confidenceOf(8, 6)).toBe('high');
    expect(confidenceOf(9, 6)).toBe('medium');
  });

  it('is medium from 2 members agreeing who are half or more', () => {
    expect(confidenceOf(2, 2)).toBe('medium');
    expect(confidenceOf(4, 2)).toBe('medium');
    expect(confidenceOf(5, 2)).toBe('low');
    expect(confidenceOf(6, 3)).toBe('medium');
    expect(confidenceOf(7, 3)).toBe('low');
  });

  it('is low for a lone report', () => {
    expect(confidenceOf(1, 1)).toBe('low');
  });
});

describe('compatibilityStanding', () => {
  it('stands at nothing without reports', () => {
    const standing = compatibilityStanding([], 0, now);
    expect(standing).toEqual({
      tier: null,
      report_count: 0,
      member_count: 0,
      agreeing_count: 0,
      confidence: null,
      recent_tier: null,
      older_tier: null,
      trend: null,
    });
    expect(noStanding).toEqual(standing);
  });

  it('Perfect, Perfect, Broken: Perfect, 2 agree, medium', () => {
    expect(compatibilityStanding([fresh('perfect'), fresh('perfect'), fresh('broken')], 3, now)).toEqual({
      tier: 'perfect',
      report_count: 3,
      member_count: 3,
      agreeing_count: 2,
      confidence: 'medium',
      recent_tier: 'perfect',
      older_tier: null,
      trend: null,
    });
  });

  it('keeps report_count apart from the members counted (a member may report several setups)', () => {
    const standing = compatibilityStanding([...many(5, 'playable'), fresh('perfect'), fresh('issues')], 9, now);
    expect(standing).toMatchObject({ tier: 'playable', report_count: 9, member_count: 7, agreeing_count: 5 });
    expect(standing.confidence).toBe('medium');
  });

  it('counts as agreeing only the members whose rating is the tier', () => {
    // Perfect, Playable, Broken: the tier is Playable and only one member said so.
    expect(compatibilityStanding([fresh('perfect'), fresh('playable'), fresh('broken')], 3, now)).toMatchObject({
      tier: 'playable',
      agreeing_count: 1,
      confidence: 'low',
    });
  });

  it('a 3-year-old Perfect and 2 fresh Issues: Issues, declining', () => {
    expect(compatibilityStanding([old('perfect'), fresh('issues'), fresh('issues')], 3, now)).toEqual({
      tier: 'issues',
      report_count: 3,
      member_count: 3,
      agreeing_count: 2,
      confidence: 'medium',
      recent_tier: 'issues',
      older_tier: 'perfect',
      trend: 'declining',
    });
  });

  it('says improving when the recent reports are better than the older ones', () => {
    const standing = compatibilityStanding([old('broken'), old('broken'), fresh('playable')], 3, now);
    expect(standing).toMatchObject({
      tier: 'broken',
      recent_tier: 'playable',
      older_tier: 'broken',
      trend: 'improving',
      agreeing_count: 2,
    });
  });

  it('has no trend when the recent and older reports agree, or only one side exists', () => {
    expect(compatibilityStanding([old('playable'), fresh('playable')], 2, now).trend).toBeNull();
    expect(compatibilityStanding([old('playable'), old('perfect')], 2, now)).toMatchObject({
      recent_tier: null,
      older_tier: 'playable',
      trend: null,
    });
    expect(compatibilityStanding([fresh('broken')], 1, now)).toMatchObject({ older_tier: null, trend: null });
  });
});

const standing = (overrides: Partial<CompatibilityStanding>): CompatibilityStanding => ({
  ...noStanding,
  ...overrides,
});

describe('compareStandings', () => {
  const sorted = (list: CompatibilityStanding[]) => [...list].sort(compareStandings);

  it('orders by tier first, games without one last', () => {
    const none = standing({});
    const broken = standing({ tier: 'broken', confidence: 'high', agreeing_count: 9 });
    const perfect = standing({ tier: 'perfect', confidence: 'low', agreeing_count: 1 });
    const playable = standing({ tier: 'playable', confidence: 'high', agreeing_count: 5 });
    expect(sorted([none, broken, perfect, playable])).toEqual([perfect, playable, broken, none]);
  });

  it('then by confidence, then by members agreeing', () => {
    const low = standing({ tier: 'playable', confidence: 'low', agreeing_count: 1 });
    const medium = standing({ tier: 'playable', confidence: 'medium', agreeing_count: 2 });
    const highFew = standing({ tier: 'playable', confidence: 'high', agreeing_count: 3 });
    const highMany = standing({ tier: 'playable', confidence: 'high', agreeing_count: 7 });
    expect(sorted([low, highFew, medium, highMany])).toEqual([highMany, highFew, medium, low]);
  });

  it('calls equal standings equal, for the list to order by title', () => {
    const a = standing({ tier: 'issues', confidence: 'medium', agreeing_count: 2 });
    expect(compareStandings(a, { ...a })).toBe(0);
    expect(compareStandings(noStanding, standing({}))).toBe(0);
  });
});

describe('standingSummary and trendSummary', () => {
  it('words the tier with its counts', () => {
    expect(standingSummary(standing({ tier: 'playable', report_count: 7, agreeing_count: 5 }))).toBe(
      'Playable · 7 reports · 5 members agree',
    );
    expect(standingSummary(standing({ tier: 'perfect', report_count: 1, agreeing_count: 1 }))).toBe(
      'Perfect · 1 report · 1 member agrees',
    );
    expect(standingSummary(noStanding)).toBe('No reports yet');
  });

  it('says when recent reports disagree with older ones', () => {
    expect(
      trendSummary(standing({ tier: 'issues', recent_tier: 'perfect', older_tier: 'issues', trend: 'improving' })),
    ).toBe('Recent reports say Perfect; older ones said Issues');
    expect(
      trendSummary(standing({ tier: 'issues', recent_tier: 'issues', older_tier: 'perfect', trend: 'declining' })),
    ).toBe('Recent reports say Issues; older ones said Perfect');
    expect(trendSummary(standing({ tier: 'issues', recent_tier: 'issues', older_tier: 'issues' }))).toBeNull();
    expect(trendSummary(noStanding)).toBeNull();
  });

  it('words a real standing end to end', () => {
    const result = compatibilityStanding([old('perfect'), fresh('issues'), fresh('issues')], 4, now);
    expect(standingSummary(result)).toBe('Issues · 4 reports · 2 members agree');
    expect(trendSummary(result)).toBe('Recent reports say Issues; older ones said Perfect');
  });
});

describe('the worked examples of docs/compatibility.md', () => {
  const P = 'perfect';
  const Pl = 'playable';
  const I = 'issues';
  const B = 'broken';
  const examples: Array<[CountedReport[], CompatibilityRating, number, string, string | null]> = [
    [[fresh(P)], P, 1, 'low', null],
    [[fresh(P), fresh(P), fresh(B)], P, 2, 'medium', null],
    [[fresh(P), fresh(B)], B, 1, 'low', null],
    [[fresh(P), fresh(Pl), fresh(B)], Pl, 1, 'low', null],
    [[...many(2, P), ...many(8, B)], B, 8, 'high', null],
    [[...many(2, P), ...many(8, Pl)], Pl, 8, 'high', null],
    [[...many(3, P), ...many(3, Pl), ...many(4, I)], Pl, 3, 'low', null],
    [[old(P), fresh(I), fresh(I)], I, 2, 'medium', 'declining'],
    [[old(P), old(P), fresh(B)], B, 1, 'low', 'declining'],
    [[old(P), old(P), old(P), fresh(B)], P, 3, 'high', 'declining'],
    [[old(P), fresh(P), fresh(B)], P, 2, 'medium', 'declining'],
    [[old(B), old(B), fresh(Pl)], B, 2, 'medium', 'improving'],
  ];

  it.each(examples)('%# holds', (reports, tier, agreeing, confidence, trend) => {
    expect(compatibilityStanding(reports, reports.length, now)).toMatchObject({
      tier,
      agreeing_count: agreeing,
      confidence,
      trend,
    });
  });
});
