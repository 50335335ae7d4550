import { apiClient } from '@site/api-client';
import type { NewsArticle } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { newsKey } from '../../api/news-keys.js';

export const newsListQuery = queryOptions({ queryKey: [...newsKey, 'list'], queryFn: () => apiClient.get<NewsArticle[]>('/news/') });
