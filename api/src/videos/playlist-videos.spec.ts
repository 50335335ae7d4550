import { describe, expect, it } from 'vitest';
import type { VideoEntity } from './entities/video.entity.js';
import { playlistChanges, playlistRow, type PlaylistVideo } from './playlist-videos.js';

const video: PlaylistVideo = {
  youtubeId: 'abcdefghijk',
  title: 'Time Crisis 2 arcade',
  description: 'Two players',
  thumbnail: 'https://i.ytimg.com/vi/abcdefghijk/hq.jpg',
  duration: '12:03',
  views: 40,
  publishedAt: new Date('2026-01-02T03:04:05Z'),
};

/** A hand-made row for the same video: its own category, tags and status. */
const stored = {
  id: 7,
  ...video,
  category: 'gallery',
  status: 'pending',
  source: 'manual',
  tags: [{ text: 'namco' }],
  tagWords: 'namco',
  publishedAt: new Date('2026-01-02T03:04:05Z'),
} as VideoEntity;

describe('playlistRow', () => {
  it('adds a playlist video published, on-rail, from YouTube and untagged', () => {
    expect(playlistRow(video)).toEqual({
      ...video,
      category: 'on-rail',
      status: 'published',
      source: 'youtube',
      tags: [],
      tagWords: '',
    });
  });

  it("fills what the source left out: the id for a title, no thumbnail or duration, no views, today's date", () => {
    const row = playlistRow({ youtubeId: 'abcdefghijk', title: '', description: '' });
    expect(row).toMatchObject({ title: 'abcdefghijk', thumbnail: '', duration: '', views: 0 });
    expect(Date.now() - (row.publishedAt as Date).getTime()).toBeLessThan(5_000);
  });
});

describe('playlistChanges', () => {
  it('is null when the playlist says what the row says (dates compared by instant)', () => {
    expect(playlistChanges(stored, { ...video, publishedAt: new Date(video.publishedAt!.getTime()) })).toBeNull();
  });

  it('changes only what YouTube owns, and only what differs: a hand-made row keeps its category, tags, status and source', () => {
    expect(playlistChanges(stored, { ...video, title: 'Time Crisis 2', views: 41 })).toEqual({
      title: 'Time Crisis 2',
      views: 41,
    });
  });

  it('leaves a field the source left out as stored, and keeps the stored title for an empty one', () => {
    expect(playlistChanges(stored, { youtubeId: 'abcdefghijk', title: '', description: 'Two players' })).toBeNull();
    expect(playlistChanges(stored, { youtubeId: 'abcdefghijk', title: '', description: '' })).toEqual({
      description: '',
    });
  });
});
