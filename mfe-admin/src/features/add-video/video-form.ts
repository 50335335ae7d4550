import type { VideoCategory, VideoInput } from '@site/contracts';
import { thumbnailFor, youtubeIdFrom } from './youtube-id.js';

export interface VideoForm {
  title: string;
  youtubeUrl: string;
  category: VideoCategory | '';
  description: string;
  duration: string;
  views: string;
}

export type VideoFormErrors = Partial<Record<keyof VideoForm, string>>;

export const emptyVideoForm: VideoForm = { title: '', youtubeUrl: '', category: '', description: '', duration: '', views: '0' };

// The API's own rule for durations (10:25 or 1:02:03).
const durationPattern = /^(\d{1,2}:)?\d{1,2}:\d{2}$/;

/** Spec section 5: title, YouTube URL, category and description required; the URL must hold a video id. */
export function validateVideoForm(form: VideoForm): VideoFormErrors {
  const errors: VideoFormErrors = {};
  if (!form.title.trim()) errors.title = 'Title is required';
  if (!form.youtubeUrl.trim()) errors.youtubeUrl = 'YouTube URL is required';
  else if (!youtubeIdFrom(form.youtubeUrl)) errors.youtubeUrl = 'Invalid YouTube URL';
  if (!form.category) errors.category = 'Category is required';
  if (!form.description.trim()) errors.description = 'Description is required';
  if (form.duration.trim() && !durationPattern.test(form.duration.trim())) errors.duration = 'Duration must look like 10:25 or 1:02:03';
  if (!/^\d+$/.test(form.views.trim() || '0')) errors.views = 'Views must be a whole number of 0 or more';
  return errors;
}

/** POST /api/videos body: the thumbnail from the video id, views as a number, publishedAt now. */
export function videoPayload(form: VideoForm, now = new Date()): VideoInput {
  const id = youtubeIdFrom(form.youtubeUrl);
  return {
    title: form.title.trim(),
    youtube_url: form.youtubeUrl.trim(),
    category: form.category || undefined,
    description: form.description.trim(),
    duration: form.duration.trim(),
    views: Number(form.views.trim() || '0'),
    thumbnail: id ? thumbnailFor(id) : undefined,
    publishedAt: now.toISOString(),
  };
}

const serverFields: Record<string, keyof VideoForm> = {
  title: 'title',
  youtube_url: 'youtubeUrl',
  category: 'category',
  description: 'description',
  duration: 'duration',
  views: 'views',
};

/** The field messages of a 422 list detail ({ loc: ['body', 'youtube_url'], msg }), by form field. */
export function fieldErrorsFrom(body: unknown): VideoFormErrors {
  const detail = body && typeof body === 'object' && 'detail' in body ? body.detail : undefined;
  if (!Array.isArray(detail)) return {};
  const errors: VideoFormErrors = {};
  for (const entry of detail as Array<{ loc?: unknown[]; msg?: string }>) {
    const field = serverFields[String(entry.loc?.at(-1))];
    if (field && entry.msg) errors[field] ??= entry.msg;
  }
  return errors;
}
