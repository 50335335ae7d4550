import type { NewsArticle } from '@site/contracts';

/** The excerpt of a card: description, then excerpt, then content (spec section 3). */
export const excerptOf = (article: NewsArticle) => article.description || article.excerpt || article.content;
/** The date of a card: created_at, then publishedAt. */
export const dateOf = (article: NewsArticle) => article.created_at || article.publishedAt;
