import type { PostSection } from '@site/ui';

export type CreateTab = 'text' | 'images' | 'link' | 'poll' | 'ama';

/** The draft kept in localStorage `postDraft` (spec section 2, 'Create post page'). */
export interface PostDraft {
  title: string;
  linkUrl: string;
  bodyText: string;
  tags: string[];
  destination: PostSection | '';
  activeTab: CreateTab;
  timestamp: number;
}

const draftKey = 'postDraft';

export function loadDraft(): PostDraft | null {
  try {
    const raw = localStorage.getItem(draftKey);
    return raw ? (JSON.parse(raw) as PostDraft) : null;
  } catch {
    return null;
  }
}

export const saveDraft = (draft: Omit<PostDraft, 'timestamp'>) => localStorage.setItem(draftKey, JSON.stringify({ ...draft, timestamp: Date.now() }));
export const clearDraft = () => localStorage.removeItem(draftKey);

/** The create page's request body: body defaults to the title; news is filed under General. */
export function createPagePayload(draft: Omit<PostDraft, 'timestamp' | 'activeTab'>): Record<string, unknown> {
  const title = draft.title.trim();
  const body = draft.bodyText.trim() || title;
  const payload: Record<string, unknown> = { title, description: body, content: body, tags: draft.tags, published: true };
  if (draft.destination === 'news') {
    payload.category = 'General';
    if (draft.linkUrl.trim()) payload.link_url = draft.linkUrl.trim();
  } else {
    delete payload.published;
    payload.youtube_url = draft.linkUrl.trim();
  }
  return payload;
}
