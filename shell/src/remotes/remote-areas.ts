import type { SiteArea } from '@site/domain';

export type AreaName = SiteArea;

/** The label each area uses in its fallback: '{Area} is temporarily unavailable'. */
export const areaLabels: Record<AreaName, string> = {
  videos: 'Videos',
  news: 'News',
  games: 'Games',
  forum: 'Forum',
  admin: 'Admin',
};
