import type { VideoCategory } from '@site/contracts';

/** Spec section 9: the four video categories, in the order the library shows them. */
export const videoCategories: ReadonlyArray<{ value: VideoCategory; label: string }> = [
  { value: 'on-rail', label: 'On-Rail Shooters' },
  { value: 'gallery', label: 'Gallery Shooters' },
  { value: 'arcade', label: 'Arcade Classics' },
  { value: 'modern', label: 'Modern Games' },
];

export const videoCategoryValues: readonly VideoCategory[] = videoCategories.map((category) => category.value);

export const videoCategoryLabel = (value: VideoCategory) =>
  videoCategories.find((category) => category.value === value)?.label ?? value;
