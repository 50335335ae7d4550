export { ApiError, errorMessageFrom } from './api-error.js';
export { createApiClient, apiClient } from './api-client.js';
export type { ApiClient, ApiClientOptions, RequestOptions } from './api-client.js';
