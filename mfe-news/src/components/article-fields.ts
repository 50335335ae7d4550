import type { NewsArticle } from '@site/contracts';

/**
 * The excerpt of a card: description, then excerpt, then the body's plain excerpt (spec section 3; lists carry no whole
 * body).
 */
export const excerptOf = (article: NewsArticle) => article.description || article.excerpt || article.content_excerpt;
/** The date of a card: created_at, then publishedAt. */
export const dateOf = (article: NewsArticle) => article.created_at || article.publishedAt;
