export const gameCount = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;
/** Spec: the platform icon defaults to a gamepad. */
export const platformIcon = (icon: string | null | undefined) => icon || '🎮';
