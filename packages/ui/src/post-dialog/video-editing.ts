import type { Video } from '@site/contracts';
import type { PostForm } from './post-payload.js';

/**
 * The post dialog's edit state for a video (the library's admin Edit and /admin/videos): the form holds all a list's
 * video has.
 */
export interface VideoEditing {
  id: number;
  form: PostForm;
}

export function videoEditingOf(video: Video): VideoEditing {
  return {
    id: video.id,
    form: {
      title: video.title,
      linkUrl: video.youtube_url,
      imageUrl: video.thumbnail,
      bodyText: video.description,
      tags: video.tags.map((tag) => tag.text),
    },
  };
}
