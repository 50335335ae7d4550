import type { SetupFit } from '@site/contracts';

/** '1 report', '3 reports'; `plural` where adding an 's' is wrong ('replies'). */
export const countOf = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;
export const gameCount = (count: number) => countOf(count, 'game');
/** Spec: the platform icon defaults to a gamepad. */
export const platformIcon = (icon: string | null | undefined) => icon || '🎮';

/** The groups of a list ranked by a setup, in their order, with their headings and a card's line. */
export const setupFits = [
  { fit: 'works', heading: 'Works with your setup', card: '✓ Works with your setup' },
  { fit: 'untested', heading: 'Not tested with your setup', card: 'Not tested with your setup' },
  { fit: 'fails', heading: 'Reported not working', card: '✗ Reported not working with your setup' },
] as const satisfies ReadonlyArray<{ fit: SetupFit; heading: string; card: string }>;
