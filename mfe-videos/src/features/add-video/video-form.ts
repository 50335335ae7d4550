import type { VideoInput } from '@site/contracts';
import { thumbnailUrl, videoCategoryValues, youtubeIdFrom } from '@site/domain';
import { z } from '@site/ui/zod';

// The API's own rule for durations (10:25 or 1:02:03).
const durationPattern = /^(\d{1,2}:)?\d{1,2}:\d{2}$/;
const required = (message: string) => z.string().check(z.refine((text) => text.trim() !== '', message));

/** Spec section 5: title, YouTube URL, category and description required; the URL must hold a video id. */
export const videoFormSchema = z.object({
  title: required('Title is required'),
  youtubeUrl: required('YouTube URL is required').check(z.refine((url) => url.trim() === '' || youtubeIdFrom(url) !== null, 'Invalid YouTube URL')),
  category: z.string().check(z.refine((value) => (videoCategoryValues as readonly string[]).includes(value), 'Category is required')),
  description: required('Description is required'),
  duration: z.string().check(z.refine((text) => !text.trim() || durationPattern.test(text.trim()), 'Duration must look like 10:25 or 1:02:03')),
  views: z.string().check(z.refine((text) => /^\d+$/.test(text.trim() || '0'), 'Views must be a whole number of 0 or more')),
});
export type VideoForm = z.infer<typeof videoFormSchema>;

export const emptyVideoForm: VideoForm = { title: '', youtubeUrl: '', category: '', description: '', duration: '', views: '0' };

/** The API's field names for the form's, so its 422 messages land under the right fields. */
export const formFieldOf = {
  title: 'title',
  youtube_url: 'youtubeUrl',
  category: 'category',
  description: 'description',
  duration: 'duration',
  views: 'views',
} as const;

/** POST /api/videos body: the thumbnail from the video id, views as a number, publishedAt now. */
export function videoPayload(form: VideoForm, now = new Date()): VideoInput {
  const id = youtubeIdFrom(form.youtubeUrl);
  return {
    title: form.title.trim(),
    youtube_url: form.youtubeUrl.trim(),
    category: (form.category || undefined) as VideoInput['category'],
    description: form.description.trim(),
    duration: form.duration.trim(),
    views: Number(form.views.trim() || '0'),
    thumbnail: id ? thumbnailUrl(id) : undefined,
    publishedAt: now.toISOString(),
  };
}
