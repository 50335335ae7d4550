/** Every answer about the catalogue lives under this key, so a change can refresh all of it. */
export const catalogueKey = ['lightgun'] as const;
