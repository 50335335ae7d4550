/** Every videos answer lives under this key, so a change can refresh the lists, searches and pages. */
export const videosKey = ['videos'] as const;
