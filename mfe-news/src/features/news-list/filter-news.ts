import type { NewsArticle } from '@site/contracts';
import { newsCategory } from '../../components/news-categories.js';

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
