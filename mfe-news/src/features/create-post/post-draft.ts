import { videoPostPayload } from '@site/api-client';
import type { NewsInput, VideoInput } from '@site/contracts';
import { z } from '@site/ui/zod';

export type CreateTab = 'text' | 'images' | 'link' | 'poll' | 'ama';

/**
 * The create page's form, checked in the spec's order: where to post, a title, and for a video its
 * YouTube link (a message at a time, shown in the page's status line).
 */
export const createPostSchema = z
  .object({
    destination: z.enum(['videos', 'news', '']),
    activeTab: z.enum(['text', 'images', 'link', 'poll', 'ama']),
    title: z.string(),
    linkUrl: z.string(),
    bodyText: z.string(),
    tags: z.array(z.string()),
  })
  .check(
    z.superRefine((form, context) => {
      if (!form.destination)
        context.addIssue({
          code: 'custom',
          path: ['destination'],
          message: 'Please select where to post (Videos or News)',
        });
      else if (!form.title.trim())
        context.addIssue({ code: 'custom', path: ['title'], message: 'Please enter a title' });
      else if (form.destination === 'videos' && !form.linkUrl.trim())
        context.addIssue({ code: 'custom', path: ['linkUrl'], message: 'Please enter a YouTube URL' });
    }),
  );
export type CreatePostForm = z.infer<typeof createPostSchema>;

/** The draft kept in localStorage `postDraft` (spec section 2, 'Create post page'). */
export type PostDraft = CreatePostForm & { timestamp: number };

const draftKey = 'postDraft';

export function loadDraft(): PostDraft | null {
  try {
    const raw = localStorage.getItem(draftKey);
    return raw ? (JSON.parse(raw) as PostDraft) : null;
  } catch {
    return null;
  }
}

export const saveDraft = (draft: Omit<PostDraft, 'timestamp'>) =>
  localStorage.setItem(draftKey, JSON.stringify({ ...draft, timestamp: Date.now() }));
export const clearDraft = () => localStorage.removeItem(draftKey);

/** What the create page sends: the chosen section and its request body, in the API's own types. */
export type CreatePageRequest = { section: 'videos'; payload: VideoInput } | { section: 'news'; payload: NewsInput };

/**
 * The create page's request: body defaults to the title; news is filed under General, published; a video is the one
 * video-post body.
 */
export function createPageRequest(draft: Omit<PostDraft, 'timestamp' | 'activeTab'>): CreatePageRequest {
  if (draft.destination !== 'news')
    return {
      section: 'videos',
      payload: videoPostPayload({
        title: draft.title,
        youtubeUrl: draft.linkUrl,
        body: draft.bodyText,
        tags: draft.tags,
      }),
    };
  const title = draft.title.trim();
  const body = draft.bodyText.trim() || title;
  const link = draft.linkUrl.trim();
  const common = { title, description: body, content: body, tags: draft.tags };
  return {
    section: 'news',
    payload: { ...common, published: true, category: 'General', ...(link ? { link_url: link } : {}) },
  };
}
