import type { Pagination } from '@site/contracts';
import { paginationHeader } from '@site/domain';
import { ApiError, errorMessageFrom } from './api-error.js';

export interface ApiClientOptions {
  /** Prefix of every path, e.g. '/api' or 'http://localhost:3000/api'. */
  baseUrl: string;
  /** The bearer token to send, if any. */
  getToken?: () => string | null | undefined;
}

export interface RequestOptions {
  body?: unknown;
  /** Shown when the server gives no `detail`. */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One page of a list whose body is a bare array: the page's place comes in the X-Pagination header. */
export interface ListPage<T> {
  items: T[];
  pagination: Pagination;
}

export interface ApiClient {
  request<T>(method: Method, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  getPage<T>(path: string, options?: RequestOptions): Promise<ListPage<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The header's pagination; without one (an older API) the array is the only page there is. */
function paginationFrom(response: Response, items: unknown[]): Pagination {
  try {
    const header = response.headers.get(paginationHeader);
    if (header) return JSON.parse(header) as Pagination;
  } catch {
    // An unreadable header says no more than a missing one.
  }
  return { page: 1, limit: items.length, total_count: items.length, total_pages: 1, has_next: false, has_prev: false };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  async function send(method: Method, path: string, { body, fallbackMessage, signal }: RequestOptions = {}) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    // The answer can be cut off after its headers too (the page is being left, the connection
    // drops): then nothing was answered either, so it is a network error like a refused connection.
    let response: Response;
    let parsed: unknown;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      parsed = await readBody(response);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ApiError(`Network error: ${reason}`, 0);
    }

    if (response.status < 200 || response.status > 299) {
      const message = errorMessageFrom(parsed) ?? fallbackMessage ?? `HTTP error! status: ${response.status}`;
      throw new ApiError(message, response.status, parsed);
    }
    return { response, parsed };
  }

  async function request<T>(method: Method, path: string, opts?: RequestOptions) {
    return (await send(method, path, opts)).parsed as T;
  }

  async function getPage<T>(path: string, opts?: RequestOptions): Promise<ListPage<T>> {
    const { response, parsed } = await send('GET', path, opts);
    const items = Array.isArray(parsed) ? (parsed as T[]) : [];
    return { items, pagination: paginationFrom(response, items) };
  }

  return {
    request,
    getPage,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}

/** The site's client: same-origin `/api`, bearer token from localStorage `token`. */
export const apiClient = createApiClient({
  baseUrl: '/api',
  getToken: () => globalThis.localStorage?.getItem('token'),
});
