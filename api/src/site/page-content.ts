import type { ForumCategoryEntity, ForumThreadEntity } from '../forum/index.js';
import type { SetupPage } from '@site/contracts';
import type { GameEntity, PlatformEntity } from '../lightgun/index.js';
import type { NewsArticleEntity } from '../news/index.js';
import type { User } from '../users/index.js';
import type { VideoEntity } from '../videos/index.js';
import type { StaticPage } from './page-routes.js';

// Only the columns a page's head shows.
export type VideoPage = Pick<
  VideoEntity,
  | 'id'
  | 'title'
  | 'description'
  | 'thumbnail'
  | 'youtubeId'
  | 'duration'
  | 'views'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
>;
/** The catalogue game a video shows, as its structured data names it. */
export type VideoGameLink = Pick<GameEntity, 'id' | 'title'> & { platform: string };
export type ArticlePage = Pick<
  NewsArticleEntity,
  | 'id'
  | 'title'
  | 'description'
  | 'contentExcerpt'
  | 'image'
  | 'author'
  | 'category'
  | 'tags'
  | 'publishedAt'
  | 'createdAt'
  | 'updatedAt'
>;
export type GamePage = Pick<
  GameEntity,
  | 'id'
  | 'title'
  | 'genre'
  | 'releaseYear'
  | 'releaseDate'
  | 'developer'
  | 'publisher'
  | 'description'
  | 'boxArtUrl'
  | 'compatibility'
> & {
  platform: string;
  /** The channel's published videos of the game. */
  videos: VideoPage[];
};
export type PlatformPage = Pick<PlatformEntity, 'name' | 'manufacturer' | 'gun'> & { gameCount: number };
export type CategoryPage = Pick<ForumCategoryEntity, 'id' | 'name' | 'description'> & { threadCount: number };
/** `author` is the display name as the forum shows it (also for a deleted account). */
export type ThreadPage = Pick<
  ForumThreadEntity,
  'id' | 'title' | 'excerpt' | 'replyCount' | 'voteCount' | 'createdAt' | 'updatedAt'
> & {
  author: string;
  category: string;
};

/** A member's public facts: never their email. */
export type MemberPage = Pick<User, 'username' | 'displayName' | 'role' | 'postCount' | 'createdAt'>;

/** What a page shows, read from the database: the input of its head. */
export type PageContent =
  | { kind: 'static'; page: StaticPage }
  | { kind: 'video'; video: VideoPage; game: VideoGameLink | null }
  | { kind: 'article'; article: ArticlePage }
  | { kind: 'game'; game: GamePage }
  | { kind: 'platform'; platform: PlatformPage }
  | { kind: 'setup'; setup: SetupPage }
  | { kind: 'category'; category: CategoryPage }
  | { kind: 'thread'; thread: ThreadPage }
  | { kind: 'member'; member: MemberPage }
  | { kind: 'not-found' }
  /** The content could not be read (the database is down): the shell still boots and retries. */
  | { kind: 'unavailable' };
