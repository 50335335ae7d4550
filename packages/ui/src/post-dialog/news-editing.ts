import type { NewsArticleDetail, NewsInput } from '@site/contracts';
import type { PostForm } from './post-payload.js';

/** The post dialog's edit state for an article: its form, and what the form does not show but the edit keeps. */
export interface NewsEditing {
  id: number;
  form: PostForm;
  keep: Partial<NewsInput>;
}

/** An article's edit state from its detail: lists carry only an excerpt of the body, the form needs all of it. */
export function newsEditingOf(article: NewsArticleDetail): NewsEditing {
  // The dialog sends its body as the description; the article's own description is kept instead.
  const description = article.description || article.excerpt || article.content;
  return {
    id: article.id,
    form: {
      title: article.title,
      linkUrl: article.link_url,
      imageUrl: article.image,
      bodyText: article.content || description,
      tags: article.tags,
    },
    keep: { category: article.category, readTime: article.readTime, description },
  };
}
