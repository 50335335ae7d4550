/** '1 report', '3 reports'; `plural` where adding an 's' is wrong ('replies'). */
export const countOf = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;
export const gameCount = (count: number) => countOf(count, 'game');
/** Spec: the platform icon defaults to a gamepad. */
export const platformIcon = (icon: string | null | undefined) => icon || '🎮';
