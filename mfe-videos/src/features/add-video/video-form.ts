import type { VideoPostFields } from '@site/api-client';
import type { VideoCategory } from '@site/contracts';
import { thumbnailUrl, videoCategoryValues, youtubeIdFrom } from '@site/domain';
import { z } from '@site/ui/zod';

// The API's own rule for durations (10:25 or 1:02:03).
const durationPattern = /^(\d{1,2}:)?\d{1,2}:\d{2}$/;
const required = (message: string) => z.string().check(z.refine((text) => text.trim() !== '', message));

/** Spec section 5: title, YouTube URL, category and description required; the URL must hold a video id. */
export const videoFormSchema = z.object({
  title: required('Title is required'),
  youtubeUrl: required('YouTube URL is required').check(
    z.refine((url) => url.trim() === '' || youtubeIdFrom(url) !== null, 'Invalid YouTube URL'),
  ),
  category: z
    .string()
    .check(z.refine((value) => (videoCategoryValues as readonly string[]).includes(value), 'Category is required')),
  description: required('Description is required'),
  duration: z
    .string()
    .check(
      z.refine((text) => !text.trim() || durationPattern.test(text.trim()), 'Duration must look like 10:25 or 1:02:03'),
    ),
  views: z
    .string()
    .check(z.refine((text) => /^\d+$/.test(text.trim() || '0'), 'Views must be a whole number of 0 or more')),
});
export type VideoForm = z.infer<typeof videoFormSchema>;

export const emptyVideoForm: VideoForm = {
  title: '',
  youtubeUrl: '',
  category: '',
  description: '',
  duration: '',
  views: '0',
};

/** The API's field names for the form's, so its 422 messages land under the right fields. */
export const formFieldOf = {
  title: 'title',
  youtube_url: 'youtubeUrl',
  category: 'category',
  description: 'description',
  duration: 'duration',
  views: 'views',
} as const;

/**
 * The form as the one video-post payload (`videoPostPayload`) takes it: the thumbnail from the video id, published now.
 */
export function videoPostFieldsOf(form: VideoForm, now = new Date()): VideoPostFields {
  const id = youtubeIdFrom(form.youtubeUrl);
  return {
    title: form.title,
    youtubeUrl: form.youtubeUrl,
    body: form.description,
    category: form.category as VideoCategory | '',
    duration: form.duration,
    views: form.views,
    thumbnail: id ? thumbnailUrl(id) : undefined,
    publishedAt: now,
  };
}
