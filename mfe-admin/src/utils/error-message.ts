import { ApiError } from '@site/api-client';

/**
 * What a failed call says: the server's answer when there was one (its detail, else the call's
 * fallback), otherwise `fallback`, since a network failure has no detail to show.
 */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
