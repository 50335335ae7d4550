export { ApiError, errorMessageFrom, fieldErrorsOf, isNetworkError, isNotFound, isUnknownAddress } from './api-error.js';
export { createApiClient, apiClient } from './api-client.js';
export type { ApiClient, ApiClientOptions, ListPage, RequestOptions } from './api-client.js';
export { createQueryClient } from './query-client.js';
export { newsArticleQuery, newsPageQuery } from './shared-queries.js';
export type { NewsPageParams } from './shared-queries.js';
