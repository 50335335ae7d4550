/** A video as the list and the search answer it, with only what the library shows. */
export const aVideo = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Video ${id}`,
  status: 'published',
  tags: [],
  youtube_id: 'abcdefghijk',
  thumbnail: '',
  description: '',
  views: 0,
  category: 'arcade',
  ...overrides,
});
