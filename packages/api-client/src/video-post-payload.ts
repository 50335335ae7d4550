import type { VideoCategory, VideoInput, VideoStatus } from '@site/contracts';

/**
 * A video post as its form holds it (the post dialog, the create page, the admin's add-video page):
 * text as typed; a field a form does not have is left out, and so is not sent.
 */
export interface VideoPostFields {
  title: string;
  youtubeUrl: string;
  /** The post's text; empty falls back to the title (spec section 5). */
  body?: string;
  tags?: string[];
  /** A picture's address; empty sends none, so an edit keeps the video's own. */
  thumbnail?: string;
  /** Empty sends none (the API keeps the video's, or files a new one under its default). */
  category?: VideoCategory | '';
  duration?: string;
  /** Digits as typed; empty counts as 0. */
  views?: string;
  publishedAt?: Date;
  /** Honoured for admins only (a new post from the dialog is sent 'pending', spec section 4). */
  status?: VideoStatus;
}

/** The body of POST /api/videos and PUT /api/videos/{id}: every form that posts a video sends this. */
export function videoPostPayload(fields: VideoPostFields): VideoInput {
  const title = fields.title.trim();
  const body = fields.body?.trim() || title;
  const thumbnail = fields.thumbnail?.trim();
  return {
    title,
    youtube_url: fields.youtubeUrl.trim(),
    description: body,
    content: body,
    ...(fields.tags && { tags: fields.tags }),
    ...(thumbnail && { thumbnail }),
    ...(fields.category && { category: fields.category }),
    ...(fields.duration !== undefined && { duration: fields.duration.trim() }),
    ...(fields.views !== undefined && { views: Number(fields.views.trim() || '0') }),
    ...(fields.publishedAt && { publishedAt: fields.publishedAt.toISOString() }),
    ...(fields.status && { status: fields.status }),
  };
}
