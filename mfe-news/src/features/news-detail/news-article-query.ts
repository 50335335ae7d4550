import { apiClient } from '@site/api-client';
import type { NewsArticleDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { newsKey } from '../../api/news-keys.js';

export const newsArticleQuery = (id: string) =>
  queryOptions({ queryKey: [...newsKey, 'article', id], queryFn: () => apiClient.get<NewsArticleDetail>(`/news/${encodeURIComponent(id)}`) });
