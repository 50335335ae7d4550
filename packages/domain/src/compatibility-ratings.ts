import type { CompatibilityRating, FeatureResult, ReportFeature, ReportVersionField } from '@site/contracts';

/** A compatibility report's ratings, best first: the order of the report form and of tiers. */
export const compatibilityRatings = [
  'perfect',
  'playable',
  'issues',
  'broken',
] as const satisfies readonly CompatibilityRating[];

export const ratingLabel: Record<CompatibilityRating, string> = {
  perfect: 'Perfect',
  playable: 'Playable',
  issues: 'Issues',
  broken: 'Broken',
};

/** What each rating means: the report form shows it beside each choice, the game page as a legend. */
export const ratingDefinition: Record<CompatibilityRating, string> = {
  perfect: 'Plays as it did on the original: aim is accurate across the whole screen and nothing needs working around.',
  playable:
    'Plays from start to finish. Small flaws, such as a calibration step or a slight offset at the edges, do not get in the way.',
  issues:
    'Can be played, but problems get in the way: drifting or offset aim, missed shots, or parts that need a workaround.',
  broken: 'Does not work: the gun is not detected, aim is unusable, or the game does not run with this setup.',
};

/** A game's tier in words: 'No reports' while nobody has reported. */
export const tierLabel = (tier: CompatibilityRating | null) => (tier ? ratingLabel[tier] : 'No reports');

/** The features a report records, in the form's order, with their labels and what "works" means for each. */
export const reportFeatures = [
  { key: 'recoil', label: 'Recoil', help: 'The gun’s recoil or rumble fires with each shot.' },
  { key: 'offscreen_reload', label: 'Off-screen reload', help: 'Shooting outside the screen reloads.' },
  { key: 'two_players', label: 'Two players', help: 'Two guns play at once.' },
  {
    key: 'calibration',
    label: 'Calibration holds',
    help: 'Aim stays calibrated from one session to the next, with no recalibrating.',
  },
] as const satisfies ReadonlyArray<{ key: ReportFeature; label: string; help: string }>;

export const featureResults = ['works', 'fails', 'untested'] as const satisfies readonly FeatureResult[];

export const featureResultLabel: Record<FeatureResult, string> = {
  works: 'Works',
  fails: 'Doesn’t work',
  untested: 'Not tested',
};

/** The optional versions a report names, each at most `maxVersionLength` characters. */
export const reportVersionFields = [
  { key: 'emulator_version', label: 'Emulator or core version', example: 'MAME 0.264' },
  { key: 'gun_firmware', label: 'Gun firmware', example: 'Sinden 2.07' },
  { key: 'game_version', label: 'Game version or ROM set', example: 'hotd2 (Rev A)' },
] as const satisfies ReadonlyArray<{ key: ReportVersionField; label: string; example: string }>;

export const maxVersionLength = 100;
