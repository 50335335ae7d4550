import type { VideoCategory } from '@site/contracts';

/** Spec section 9: the four video categories and their labels. */
export const videoCategories: Array<{ value: VideoCategory; label: string }> = [
  { value: 'on-rail', label: 'On-Rail Shooters' },
  { value: 'gallery', label: 'Gallery Shooters' },
  { value: 'arcade', label: 'Arcade Classics' },
  { value: 'modern', label: 'Modern Games' },
];

export const categoryLabel = (value: VideoCategory) => videoCategories.find((c) => c.value === value)?.label ?? value;
