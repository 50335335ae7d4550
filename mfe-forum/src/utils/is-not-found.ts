import { ApiError } from '@site/api-client';

/** An unknown id (404) or one that is not an id at all (400, e.g. /forum/thread/abc). */
export const isNotFound = (error: Error | null) => error instanceof ApiError && (error.status === 404 || error.status === 400);
