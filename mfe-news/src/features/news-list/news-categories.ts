/** Spec section 3: news categories (value, label) and the badge colour of each label. */
export const newsCategories = [
  { value: 'game-releases', label: 'Game Releases', badge: 'bg-blue-700 text-white' },
  { value: 'hardware-reviews', label: 'Hardware Reviews', badge: 'bg-purple-700 text-white' },
  { value: 'indie-spotlight', label: 'Indie Spotlight', badge: 'bg-green-700 text-white' },
  { value: 'industry-news', label: 'Industry News', badge: 'bg-orange-700 text-white' },
  { value: 'community', label: 'Community', badge: 'bg-pink-700 text-white' },
] as const;

const general = { value: 'General', label: 'General', badge: 'bg-gray-700 text-white' };

export function newsCategory(value: string) {
  return newsCategories.find((category) => category.value === value) ?? { ...general, value, label: value || 'General' };
}
