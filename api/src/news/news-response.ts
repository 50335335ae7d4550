import type { NewsArticle, NewsArticleDetail } from '@site/contracts';
import type { NewsArticleEntity } from './entities/news-article.entity.js';

export function toNewsResponse(article: NewsArticleEntity): NewsArticle {
  return {
    id: article.id,
    title: article.title,
    description: article.description,
    excerpt: article.description,
    content_excerpt: article.contentExcerpt,
    category: article.category,
    image: article.image,
    link_url: article.linkUrl,
    readTime: article.readTime,
    published: article.published,
    status: article.status,
    author: article.author,
    tags: article.tags,
    created_at: article.createdAt.toISOString(),
    publishedAt: article.publishedAt?.toISOString() ?? null,
    updated_at: article.updatedAt.toISOString(),
    is_demo: article.isDemo,
  };
}

export function toNewsDetail(article: NewsArticleEntity): NewsArticleDetail {
  return { ...toNewsResponse(article), content: article.content, content_html: article.contentHtml };
}
