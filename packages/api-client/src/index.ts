export {
  ApiError,
  errorMessageFrom,
  fieldErrorsOf,
  isNetworkError,
  isNotFound,
  isUnknownAddress,
} from './api-error.js';
export { createApiClient, apiClient } from './api-client.js';
export type { ApiClient, ApiClientOptions, ListPage, RequestOptions } from './api-client.js';
export { createQueryClient } from './query-client.js';
export { newsArticleQuery, newsPageQuery, setupOptionsQuery, videoListQuery } from './shared-queries.js';
export { adminKeys } from './query-keys/admin-keys.js';
export { feedKeys } from './query-keys/feed-keys.js';
export { forumKeys } from './query-keys/forum-keys.js';
export { gamesKeys } from './query-keys/games-keys.js';
export type { GameSearchParams } from './query-keys/games-keys.js';
export { newsKeys } from './query-keys/news-keys.js';
export type { NewsPageParams } from './query-keys/news-keys.js';
export { notificationsKeys, type NotificationPageParams } from './query-keys/notifications-keys.js';
export { videosKeys } from './query-keys/videos-keys.js';
export type { VideoListParams } from './query-keys/videos-keys.js';
export { markStale } from './query-keys/mark-stale.js';
export { videoPostPayload } from './video-post-payload.js';
export type { VideoPostFields } from './video-post-payload.js';
