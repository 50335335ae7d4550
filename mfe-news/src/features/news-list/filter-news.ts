import type { NewsArticle } from '@site/contracts';
import { newsCategory } from './news-categories.js';

/** Spec section 2: case-insensitive substring on title, excerpt or category. */
export function filterNews(articles: NewsArticle[], query: string): NewsArticle[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return articles;
  return articles.filter((article) =>
    [article.title, article.excerpt || article.description, article.category, newsCategory(article.category).label].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

/** The excerpt of a card: description, then excerpt, then content (spec section 3). */
export const excerptOf = (article: NewsArticle) => article.description || article.excerpt || article.content;
/** The date of a card: created_at, then publishedAt. */
export const dateOf = (article: NewsArticle) => article.created_at || article.publishedAt;
