import type { Pagination } from './pagination.js';

/** Spec section 9: on-rail (On-Rail Shooters), gallery, arcade, modern. */
export type VideoCategory = 'on-rail' | 'gallery' | 'arcade' | 'modern';
/** 'denied': an admin turned a member's submission down; like pending, only the admins and the submitter see it. */
export type VideoStatus = 'published' | 'pending' | 'denied';

/** A tag with its palette classes (spec section 3: text, color, textColor). */
export interface Tag {
  text: string;
  color: string;
  textColor: string;
}

export interface Video {
  id: number;
  title: string;
  description: string;
  /** Always set: derived from the YouTube id when none was given. */
  thumbnail: string;
  /** Text such as '10:25', or '' when unknown. */
  duration: string;
  views: number;
  youtube_id: string;
  youtube_url: string;
  /** Player URL with the JS API enabled and related videos off. */
  embed_url: string;
  category: VideoCategory;
  status: VideoStatus;
  tags: Tag[];
  published_at: string | null;
  created_at: string;
  updated_at: string;
  /** Seeded to show the site off (its YouTube id is a placeholder, its views 0): removable in one go by an admin. */
  is_demo: boolean;
  /** The catalogue game the video shows (an admin links it), or null. */
  game_id: number | null;
}

/**
 * PUT /api/videos/{id}/game (admins): links the video to a catalogue game, or unlinks it with null. An unknown game is
 * a 422. Answers the video. GET /api/videos?game_id= lists a game's published videos.
 */
export interface VideoGameLink {
  game_id: number | null;
}

/**
 * A link the YouTube sync proposes when a catalogue game's title appears in a video's title; never applied until an
 * admin accepts it. Dismissed proposals are never made again.
 */
export interface VideoGameProposal {
  video: Pick<Video, 'id' | 'title' | 'thumbnail' | 'youtube_id'>;
  game: { id: number; title: string; platform: string };
  created_at: string;
}

/**
 * GET /api/videos/game-proposals (admins): pending proposals, newest first.
 * POST /api/videos/game-proposals/{videoId}/{gameId}/accept links the video (its other proposals are dismissed) and
 * POST .../dismiss drops the proposal (204 each; 404 for no such pending proposal).
 */
export interface VideoGameProposals {
  proposals: VideoGameProposal[];
}

export interface VideoListResponse {
  videos: Video[];
  pagination: Pagination;
}

export interface VideoSearchResponse {
  videos: Video[];
  /** Result count per category. */
  breakdown: Record<VideoCategory, number>;
}

/** POST /api/videos and PUT /api/videos/{id} (post dialog and admin add-video payloads). */
export interface VideoInput {
  title: string;
  description?: string;
  content?: string;
  youtube_url: string;
  category?: VideoCategory;
  thumbnail?: string;
  duration?: string;
  views?: number;
  publishedAt?: string;
  tags?: Array<string | Tag>;
  /** Honoured for admins only: everyone else's videos are stored 'pending'. 'published' or 'pending' (422 else). */
  status?: VideoStatus;
}

/**
 * PATCH /api/videos/{id}/deny and PATCH /api/news/{id}/deny (admin): a pending submission becomes 'denied' and stays
 * for its submitter, who is told, with the reason when given. DELETE /api/{videos,news}/{id}/reject denies without one.
 */
export interface SubmissionDenial {
  /** At most maxDenialReasonLength (@site/domain) characters; blank means none. */
  reason?: string;
}

export interface TagsInput {
  tags: Array<string | Tag>;
}

/** The answer of POST /api/videos/sync-youtube; total_videos counts the whole library after the sync. */
export interface YoutubeSyncResult {
  total_videos: number;
  added: number;
  updated: number;
}

/**
 * What GET /api/videos/sync-youtube/events streams. `fetching`: upstream pages read so far (the
 * Data API's videos.list calls included), playlist items seen, and YouTube's own count of the
 * playlist (null until known). `saving`: every playlist video counts, changed or not.
 */
export type YoutubeSyncEvent =
  | { phase: 'idle' }
  | { phase: 'fetching'; source: 'api' | 'feed'; pages: number; items: number; total: number | null }
  | { phase: 'saving'; done: number; total: number }
  | { phase: 'done'; result: YoutubeSyncResult }
  | { phase: 'error'; detail: string; status: number };
