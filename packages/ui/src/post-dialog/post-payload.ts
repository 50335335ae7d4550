/** The post form of spec section 3. */
export interface PostForm {
  title: string;
  linkUrl: string;
  imageUrl: string;
  bodyText: string;
  tags: string[];
}

export type PostSection = 'videos' | 'news';

export const emptyPostForm: PostForm = { title: '', linkUrl: '', imageUrl: '', bodyText: '', tags: [] };
export const titleCounterLimit = 300;

/**
 * The dialog's request body (spec sections 3 and 4): the body falls back to the title, new posts
 * are sent 'pending', edits send no status.
 */
export function postPayload(section: PostSection, form: PostForm, editing: boolean): Record<string, unknown> {
  const title = form.title.trim();
  const body = form.bodyText.trim() || title;
  const payload: Record<string, unknown> = { title, description: body, content: body, tags: form.tags };
  if (section === 'videos') {
    payload.youtube_url = form.linkUrl.trim();
    if (form.imageUrl.trim()) payload.thumbnail = form.imageUrl.trim();
  } else {
    payload.category = 'General';
    payload.image = form.imageUrl.trim();
    if (form.linkUrl.trim()) payload.link_url = form.linkUrl.trim();
  }
  if (!editing) payload.status = 'pending';
  return payload;
}
