/** Spec section 3: the news category labels; 'General' is the default. */
const labels: Record<string, string> = {
  'game-releases': 'Game Releases',
  'hardware-reviews': 'Hardware Reviews',
  'indie-spotlight': 'Indie Spotlight',
  'industry-news': 'Industry News',
  community: 'Community',
};

export const newsCategoryLabel = (value: string) => labels[value] ?? (value || 'General');
