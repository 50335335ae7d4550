import type { ApiErrorBody } from '@site/contracts';

/** A failed call: `message` is what a user can be shown. `status` is 0 for network failures. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The readable message of an error body: a list `detail` is joined from its entries' messages. */
export function errorMessageFrom(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('detail' in body)) return undefined;
  const detail = (body as Partial<ApiErrorBody>).detail as unknown;
  if (typeof detail === 'string') return detail || undefined;
  if (Array.isArray(detail)) {
    const messages = detail
      .map((entry) => (entry && typeof entry === 'object' && 'msg' in entry ? String(entry.msg) : String(entry)))
      .filter(Boolean);
    return messages.length ? messages.join(', ') : undefined;
  }
  if (detail && typeof detail === 'object') return JSON.stringify(detail);
  return undefined;
}

function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The request never reached the API (offline, DNS, refused connection). */
export const isNetworkError = (error: unknown) => statusOf(error) === 0;

/** The API answered that the thing asked for does not exist. */
export const isNotFound = (error: unknown) => statusOf(error) === 404;

/** A page's address names nothing: an unknown id (404) or one that is not an id at all (400, /forum/thread/abc). */
export const isUnknownAddress = (error: unknown) => isNotFound(error) || statusOf(error) === 400;

/**
 * A validation refusal's messages per field: each `{ loc: ['body', 'title'], msg }` of a list
 * `detail` under its last string `loc` entry ('title'); the first message of a field wins.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const detail = (error.body as Partial<ApiErrorBody>).detail as unknown;
  if (!Array.isArray(detail)) return {};
  const fields: Record<string, string> = {};
  for (const entry of detail) {
    if (!entry || typeof entry !== 'object' || !Array.isArray(entry.loc) || typeof entry.msg !== 'string') continue;
    const field = [...entry.loc].reverse().find((part): part is string => typeof part === 'string');
    if (field && field !== 'body' && !(field in fields)) fields[field] = entry.msg;
  }
  return fields;
}
