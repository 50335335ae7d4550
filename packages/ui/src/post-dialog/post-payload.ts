import { videoPostPayload } from '@site/api-client';
import type { NewsInput, VideoInput } from '@site/contracts';

/** The post form of spec section 3. */
export interface PostForm {
  title: string;
  linkUrl: string;
  imageUrl: string;
  bodyText: string;
  tags: string[];
}

export type PostSection = 'videos' | 'news';

/** What the dialog sends for each section: the API's own request types. */
export interface PostPayloads {
  videos: VideoInput;
  news: NewsInput;
}

export const emptyPostForm: PostForm = { title: '', linkUrl: '', imageUrl: '', bodyText: '', tags: [] };
export const titleCounterLimit = 300;

/**
 * The dialog's request body (spec sections 3 and 4): the body falls back to the title, new posts
 * are sent 'pending', edits send no status.
 */
export function postPayload<S extends PostSection>(section: S, form: PostForm, editing: boolean): PostPayloads[S] {
  const status = editing ? undefined : ('pending' as const);
  if (section === 'videos') {
    const video = videoPostPayload({
      title: form.title,
      youtubeUrl: form.linkUrl,
      body: form.bodyText,
      tags: form.tags,
      thumbnail: form.imageUrl,
      status,
    });
    return video as PostPayloads[S];
  }
  const title = form.title.trim();
  const body = form.bodyText.trim() || title;
  const common = { title, description: body, content: body, tags: form.tags, ...(status && { status }) };
  const article: NewsInput = {
    ...common,
    category: 'General',
    image: form.imageUrl.trim(),
    ...(form.linkUrl.trim() ? { link_url: form.linkUrl.trim() } : {}),
  };
  return article as PostPayloads[S];
}
