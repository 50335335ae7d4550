import { compatibilityRatings } from '@site/domain';
import { ApiProperty, PickType } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import type { CompatibilityRating, ForumVoteType, WatchLevel } from '@site/contracts';
import { PaginationResponse } from '../../http/pagination.response.js';
import { GameResponse } from '../../lightgun/index.js';
import { rankedMatches } from '../forum-search-sql.js';
import { ForumAuthorResponse } from '../../users/index.js';
import { voteTypes } from './post.input.js';
import { watchLevels } from './reading.input.js';

/** A game as a thread's card shows it: the Game answer's id, title, platform and box art, and its tier. */
export class DiscussedGameResponse
  extends PickType(GameResponse, ['id', 'title', 'platform', 'boxart'] as const)
  implements Api.DiscussedGame
{
  @ApiProperty({
    enum: compatibilityRatings,
    nullable: true,
    description: "The game's compatibility tier; null: no reports yet",
  })
  tier: CompatibilityRating | null;
}

export class ForumThreadSummaryResponse implements Api.ForumThreadSummary {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  category_id: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: "The opening post's prose on one line, at most 300 characters (never the whole text)" })
  excerpt: string;

  @ApiProperty({ type: 'integer', nullable: true })
  author_id: number | null;

  @ApiProperty({ type: ForumAuthorResponse })
  author: ForumAuthorResponse;

  @ApiProperty()
  author_username: string;

  @ApiProperty()
  is_pinned: boolean;

  @ApiProperty()
  is_locked: boolean;

  @ApiProperty({ type: 'integer', description: 'Upvotes minus downvotes' })
  vote_count: number;

  @ApiProperty({ type: 'integer' })
  reply_count: number;

  @ApiProperty({ type: 'integer' })
  view_count: number;

  @ApiProperty({ type: 'integer', description: 'The opening post plus the replies' })
  post_count: number;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time', description: 'The last activity' })
  updated_at: string;

  @ApiProperty({
    type: DiscussedGameResponse,
    nullable: true,
    description: 'The catalogue game the thread discusses, or null',
  })
  game: DiscussedGameResponse | null;

  @ApiProperty({ description: 'Seeded to show the site off: removed by DELETE /api/admin/demo-content' })
  is_demo: boolean;

  @ApiProperty({ description: 'The title or the opening post was changed after posting' })
  edited: boolean;

  @ApiProperty({ type: 'integer', description: 'The highest post number in the thread (the opening post is 1)' })
  last_post_number: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      "The signed-in caller's posts after the last one they read; null for a visitor or a thread never opened",
  })
  unread_count: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: "The caller's first unread post (id); null when none" })
  first_unread_post_id: number | null;
}

export class ForumPostResponse implements Api.ForumPost {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  thread_id: number;

  @ApiProperty({ description: 'Markdown, stored as sent' })
  content: string;

  @ApiProperty({ description: 'The content rendered from Markdown and sanitised' })
  content_html: string;

  @ApiProperty({ type: ForumAuthorResponse })
  author: ForumAuthorResponse;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;

  @ApiProperty()
  edited: boolean;

  @ApiProperty({
    type: 'integer',
    description: 'Its place in the thread, stable: the opening post is 1, the first reply 2',
  })
  post_number: number;
}

export class ForumThreadResponse extends ForumThreadSummaryResponse implements Api.ForumThread {
  @ApiProperty({ description: 'The opening post: Markdown, stored as sent' })
  content: string;

  @ApiProperty({ description: 'The opening post rendered from Markdown and sanitised when it was written' })
  content_html: string;

  @ApiProperty({ type: [ForumPostResponse], description: 'One page of the replies, oldest first' })
  posts: ForumPostResponse[];

  @ApiProperty({
    type: PaginationResponse,
    description: 'Which page of the replies `posts` is; total_count counts every reply',
  })
  posts_pagination: PaginationResponse;

  @ApiProperty({ enum: voteTypes, nullable: true, description: "The caller's vote; null when none or anonymous" })
  user_vote: ForumVoteType | null;

  @ApiProperty({ enum: watchLevels, nullable: true, description: "The caller's watch level; null when anonymous" })
  watch_level: WatchLevel | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: "The caller's last read post number before this read; null when anonymous or never opened",
  })
  last_read_post_number: number | null;
}

export class ForumPostPageResponse implements Api.ForumPostPage {
  @ApiProperty({ type: [ForumPostResponse], description: 'Oldest first' })
  posts: ForumPostResponse[];

  @ApiProperty({ type: PaginationResponse })
  pagination: PaginationResponse;
}

export class ForumThreadFeedResponse implements Api.ForumThreadFeedResponse {
  @ApiProperty({ type: [ForumThreadSummaryResponse] })
  threads: ForumThreadSummaryResponse[];

  @ApiProperty({ type: PaginationResponse })
  pagination: PaginationResponse;
}

/** PUT /api/forum/threads/{id}/read. */
export class ForumUnreadResponse implements Api.UnreadCount {
  @ApiProperty({ type: 'integer', description: "The thread's posts after the one now read" })
  unread_count: number;
}

/** PUT /api/forum/threads/{id}/watch and PUT /api/forum/categories/{id}/watch: the level now. */
export class ForumWatchResponse implements Api.WatchInput {
  @ApiProperty({ enum: watchLevels })
  level: WatchLevel;
}

export class ForumLatestThreadResponse implements Api.ForumLatestThread {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ format: 'date-time' })
  updated_at: string;
}

export class ForumCategoryResponse implements Api.ForumCategory {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ example: '💬' })
  icon: string;

  @ApiProperty({ type: 'integer' })
  thread_count: number;

  @ApiProperty({ type: ForumLatestThreadResponse, nullable: true })
  latest_thread: ForumLatestThreadResponse | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class ForumCategoryWithThreadsResponse extends ForumCategoryResponse implements Api.ForumCategoryWithThreads {
  @ApiProperty({
    type: [ForumThreadSummaryResponse],
    description: 'At most the first 3: pinned first, then latest activity',
  })
  threads: ForumThreadSummaryResponse[];
}

export class ForumThreadListResponse implements Api.ForumThreadListResponse {
  @ApiProperty({ type: ForumCategoryResponse })
  category: ForumCategoryResponse;

  @ApiProperty({
    type: [ForumThreadSummaryResponse],
    description: 'One page: pinned first, then the sort, ties to the newest id',
  })
  threads: ForumThreadSummaryResponse[];

  @ApiProperty({ type: PaginationResponse })
  pagination: PaginationResponse;

  @ApiProperty({
    enum: watchLevels,
    nullable: true,
    description: "The caller's level on the category; null when anonymous",
  })
  watch_level: WatchLevel | null;
}

export class ForumVoteResponse implements Api.ForumVoteResponse {
  @ApiProperty({ type: 'integer' })
  vote_count: number;

  @ApiProperty({ enum: voteTypes, nullable: true })
  user_vote: ForumVoteType | null;
}

export class ForumStatsResponse implements Api.ForumStats {
  @ApiProperty({ type: 'integer' })
  categories: number;

  @ApiProperty({ type: 'integer' })
  threads: number;

  @ApiProperty({ type: 'integer', description: 'Opening posts plus replies' })
  posts: number;

  @ApiProperty({ type: 'integer' })
  members: number;
}

export class ForumPostSearchResultResponse implements Api.ForumPostSearchResult {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: 'integer' })
  thread_id: number;

  @ApiProperty()
  thread_title: string;

  @ApiProperty({ type: 'integer' })
  category_id: number;

  @ApiProperty({ description: "The reply's prose on one line, at most 300 characters" })
  excerpt: string;

  @ApiProperty({ type: ForumAuthorResponse })
  author: ForumAuthorResponse;

  @ApiProperty({ format: 'date-time' })
  created_at: string;
}

export class ForumSearchPaginationResponse extends PaginationResponse implements Api.ForumSearchPagination {
  @ApiProperty({
    description: `More rows match than the newest ${rankedMatches} that are ranked and paged: show the total as "${rankedMatches}+"`,
  })
  capped: boolean;
}

export class ForumSearchResponse implements Api.ForumSearchResponse {
  @ApiProperty({
    type: [ForumThreadSummaryResponse],
    description: 'One page: title matches first, then whole words, text rank, latest activity',
  })
  threads: ForumThreadSummaryResponse[];

  @ApiProperty({
    type: [ForumPostSearchResultResponse],
    description: 'One page: whole words first, then text rank, newest',
  })
  posts: ForumPostSearchResultResponse[];

  @ApiProperty({ type: 'integer', description: 'The threads plus posts in this answer' })
  count: number;

  @ApiProperty({ type: ForumSearchPaginationResponse })
  threads_pagination: ForumSearchPaginationResponse;

  @ApiProperty({ type: ForumSearchPaginationResponse })
  posts_pagination: ForumSearchPaginationResponse;
}
