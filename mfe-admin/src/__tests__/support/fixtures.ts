import type { AdminOverview, User, Video } from '@site/contracts';

export function makeUser(fields: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'admin',
    email: 'admin@example.com',
    role: 'admin',
    display_name: 'Site Admin',
    created_at: '2024-03-05T10:00:00.000Z',
    updated_at: '2024-03-05T10:00:00.000Z',
    post_count: 0,
    ...fields,
  };
}

export const admin = makeUser();
export const member = makeUser({
  id: 2,
  username: 'sam',
  email: 'sam@example.com',
  role: 'regular',
  display_name: 'Sam Shooter',
  post_count: 4,
});

export function makeVideo(fields: Partial<Video> = {}): Video {
  return {
    id: 10,
    title: 'Time Crisis 2 full run',
    description: 'A one-credit clear.',
    thumbnail: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
    duration: '10:25',
    views: 1200,
    youtube_id: 'abcdefghijk',
    youtube_url: 'https://www.youtube.com/watch?v=abcdefghijk',
    embed_url: 'https://www.youtube.com/embed/abcdefghijk?enablejsapi=1&rel=0',
    category: 'on-rail',
    status: 'published',
    tags: [],
    published_at: '2024-06-01T00:00:00.000Z',
    created_at: '2024-06-01T00:00:00.000Z',
    updated_at: '2024-06-01T00:00:00.000Z',
    is_demo: false,
    game_id: null,
    ...fields,
  };
}

export function makeOverview(fields: Partial<AdminOverview> = {}): AdminOverview {
  return {
    counts: { videos: 42, games: 104, users: 7, pending_videos: 1, pending_news: 1 },
    pending: [
      { type: 'video', id: 5, title: 'Point Blank speedrun', created_at: '2024-06-03T00:00:00.000Z', url: '/video/5' },
      { type: 'news', id: 3, title: 'GunCon 3 restock', created_at: '2024-06-02T00:00:00.000Z', url: '/news/3' },
    ],
    recent_videos: [makeVideo()],
    ...fields,
  };
}
