import type { MySubmission } from '@site/contracts';
import type { NewsArticleEntity } from './entities/news-article.entity.js';

/** An article as its submitter's list shows it: published reads 'approved', with its page. */
export function newsSubmission(
  article: Pick<
    NewsArticleEntity,
    'id' | 'title' | 'status' | 'published' | 'denialReason' | 'createdAt' | 'updatedAt'
  >,
): MySubmission {
  return {
    type: 'news',
    id: article.id,
    title: article.title,
    status: article.published ? 'approved' : article.status === 'denied' ? 'denied' : 'pending',
    denial_reason: article.denialReason,
    url: article.published ? `/news/${article.id}` : null,
    created_at: article.createdAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
  };
}
