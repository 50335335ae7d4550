/** Every news answer lives under this key, so a change refreshes the list and the articles. */
export const newsKey = ['news'] as const;
