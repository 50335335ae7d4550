import { newsCategoryLabel } from '@site/domain';

// The labels are the domain's (the API's too); the badge colours are this area's.
const badges: Record<string, string> = {
  'game-releases': 'bg-blue-700 text-white',
  'hardware-reviews': 'bg-purple-700 text-white',
  'indie-spotlight': 'bg-green-700 text-white',
  'industry-news': 'bg-orange-700 text-white',
  community: 'bg-pink-700 text-white',
};

/** A stored category as shown: its label and badge ('General' grey, an unknown one as written). */
export function newsCategory(value: string) {
  return { value, label: newsCategoryLabel(value), badge: badges[value] ?? 'bg-gray-700 text-white' };
}
