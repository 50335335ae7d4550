import { describe, expect, it } from 'vitest';
import {
  compatibilityRatings,
  featureResultLabel,
  featureResults,
  maxVersionLength,
  ratingDefinition,
  ratingLabel,
  reportFeatures,
  reportVersionFields,
  tierLabel,
} from '../compatibility-ratings.js';

describe('the ratings', () => {
  it('run best first, each labelled and defined', () => {
    expect(compatibilityRatings).toEqual(['perfect', 'playable', 'issues', 'broken']);
    for (const rating of compatibilityRatings) {
      expect(ratingLabel[rating]).toMatch(/^[A-Z]/);
      expect(ratingDefinition[rating].length).toBeGreaterThan(20);
    }
  });

  it('name a tier, or say nobody reported', () => {
    expect(tierLabel('playable')).toBe('Playable');
    expect(tierLabel(null)).toBe('No reports');
  });
});

describe('the features and versions a report records', () => {
  it('are the four features, each works / doesn’t / not tested', () => {
    expect(reportFeatures.map(({ key }) => key)).toEqual(['recoil', 'offscreen_reload', 'two_players', 'calibration']);
    expect(featureResults).toEqual(['works', 'fails', 'untested']);
    expect(featureResultLabel).toEqual({ works: 'Works', fails: 'Doesn’t work', untested: 'Not tested' });
  });

  it('are three optional versions of at most 100 characters', () => {
    expect(reportVersionFields.map(({ key }) => key)).toEqual(['emulator_version', 'gun_firmware', 'game_version']);
    expect(maxVersionLength).toBe(100);
    for (const field of reportVersionFields) expect(field.example.length).toBeLessThanOrEqual(maxVersionLength);
  });
});
