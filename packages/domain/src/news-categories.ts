import type { NewsCategory } from '@site/contracts';

/** Spec section 3: the news categories; 'General' is the default and has no filter of its own. */
export const newsCategories: ReadonlyArray<{ value: Exclude<NewsCategory, 'General'>; label: string }> = [
  { value: 'game-releases', label: 'Game Releases' },
  { value: 'hardware-reviews', label: 'Hardware Reviews' },
  { value: 'indie-spotlight', label: 'Indie Spotlight' },
  { value: 'industry-news', label: 'Industry News' },
  { value: 'community', label: 'Community' },
];

export const newsCategoryValues: readonly NewsCategory[] = [
  'General',
  ...newsCategories.map((category) => category.value),
];

/** The label of a stored category; an unknown one reads as itself, an empty one as 'General'. */
export const newsCategoryLabel = (value: string) =>
  newsCategories.find((category) => category.value === value)?.label ?? (value || 'General');
