/** Spec section 3: value and label of the news categories; 'General' is the default. */
export type NewsCategory =
  'General' | 'game-releases' | 'hardware-reviews' | 'indie-spotlight' | 'industry-news' | 'community';
/** 'denied': an admin turned a member's submission down; like pending, only the admins and the submitter see it. */
export type NewsStatus = 'published' | 'pending' | 'denied';

export interface NewsArticle {
  id: number;
  title: string;
  /** The excerpt (spec: 'description (used as excerpt)'); `excerpt` carries the same text. */
  description: string;
  excerpt: string;
  /** The content's prose on one line, at most 300 characters: lists never carry the whole text. */
  content_excerpt: string;
  category: NewsCategory;
  image: string;
  link_url: string;
  readTime: string;
  published: boolean;
  status: NewsStatus;
  /** The poster's display name, else 'Anonymous'. */
  author: string;
  tags: string[];
  created_at: string;
  publishedAt: string | null;
  updated_at: string;
  /** Seeded to show the site off: removable in one go by an admin. */
  is_demo: boolean;
}

/** GET /api/news/{id}: the article with its body ready to show. */
export interface NewsArticleDetail extends NewsArticle {
  /** Markdown, stored as sent. */
  content: string;
  /** The content rendered from Markdown and sanitised when it was written, ready to insert. */
  content_html: string;
}

/** POST /api/news and PUT /api/news/{id}: the admin form, the post dialog and the create page. */
export interface NewsInput {
  title: string;
  description?: string;
  excerpt?: string;
  content?: string;
  category?: NewsCategory | string;
  image?: string;
  link_url?: string;
  readTime?: string;
  tags?: string[];
  /** Honoured for admins only: everyone else's articles are stored pending and unpublished. */
  published?: boolean;
  /** 'published' or 'pending' (422 else): a denial goes through PATCH /api/news/{id}/deny (SubmissionDenial). */
  status?: NewsStatus;
}
