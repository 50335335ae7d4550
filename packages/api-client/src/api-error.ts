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
