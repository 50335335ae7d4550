import type { NewsArticle, NewsArticleDetail, SetupOptions, VideoListResponse } from '@site/contracts';
import { videoListSearch } from '@site/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client.js';
import { gamesKeys } from './query-keys/games-keys.js';
import { newsKeys, type NewsPageParams } from './query-keys/news-keys.js';
import { videosKeys, type VideoListParams } from './query-keys/videos-keys.js';

/**
 * Queries more than one area reads. Their keys are a contract between remotes deployed apart: what
 * one area changes (an admin's edit) marks stale what another shows, so they are defined once here.
 */

/**
 * One page of the articles the viewer may see (an admin gets the pending ones too), under the news area's key; the last
 * page stays shown while the next loads.
 */
export const newsPageQuery = ({ page, q = '' }: NewsPageParams) =>
  queryOptions({
    queryKey: newsKeys.list({ page, q }),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page) });
      if (q) params.set('q', q);
      return apiClient.getPage<NewsArticle>(`/news/?${params}`, { fallbackMessage: 'Failed to load news' });
    },
    placeholderData: keepPreviousData,
  });

/**
 * One article with its whole body (Markdown and HTML): the news page reads it, and both admin edits fill their form
 * from it.
 */
export const newsArticleQuery = (id: number | string) =>
  queryOptions({
    queryKey: newsKeys.article(id),
    queryFn: () =>
      apiClient.get<NewsArticleDetail>(`/news/${encodeURIComponent(id)}`, {
        fallbackMessage: 'Failed to load the article',
      }),
  });

/**
 * One page of the library (an admin gets the pending videos too): the videos area's pages and related videos, and the
 * admin's table.
 */
export const videoListQuery = ({ page, category, limit }: VideoListParams) =>
  queryOptions({
    queryKey: videosKeys.list({ page, category, limit }),
    queryFn: () =>
      apiClient.get<VideoListResponse>(
        `/videos/?${videoListSearch(page, limit, category === 'all' ? undefined : category)}`,
        {
          fallbackMessage: 'Failed to load videos',
        },
      ),
  });

/**
 * The guns, displays and ways of playing: the games area's report forms and setup filter, and the admin's editor of
 * them.
 */
export const setupOptionsQuery = queryOptions({
  queryKey: gamesKeys.setupOptions,
  queryFn: () =>
    apiClient.get<SetupOptions>('/lightgun/setup-options', { fallbackMessage: 'Failed to load the setup options' }),
});
