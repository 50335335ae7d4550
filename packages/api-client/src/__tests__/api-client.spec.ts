import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, fieldErrorsOf, isNetworkError, isNotFound } from '../index.js';

// A real HTTP server whose answers depend on the path, so the client is tested over the wire.
let server: Server;
let baseUrl: string;
const seenAuth: Array<string | undefined> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seenAuth.push(req.headers.authorization);
    const send = (status: number, body?: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(body);
    };
    switch (req.url) {
      case '/ok':
        return send(200, JSON.stringify({ hello: 'world' }));
      case '/created':
        return send(201, JSON.stringify({ id: 7 }));
      case '/no-content':
        return send(204);
      case '/string-detail':
        return send(409, JSON.stringify({ detail: 'Username already taken', status: 409 }));
      case '/list-detail':
        return send(
          422,
          JSON.stringify({
            detail: [
              { loc: ['body', 'title'], msg: 'title is required' },
              { loc: ['body', 'email'], msg: 'email must be an email' },
            ],
            status: 422,
          }),
        );
      case '/no-detail':
        return send(500, 'oops');
      case '/news?page=2':
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'X-Pagination': JSON.stringify({
            page: 2,
            limit: 2,
            total_count: 3,
            total_pages: 2,
            has_next: false,
            has_prev: true,
          }),
        });
        return res.end(JSON.stringify([{ id: 1 }]));
      case '/old-list':
        return send(200, JSON.stringify([{ id: 3 }, { id: 2 }]));
      case '/cut-off':
        // The headers arrive, then the connection drops halfway through the body.
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
        res.write('{"partial":');
        setTimeout(() => res.destroy(), 10);
        return;
      case '/echo': {
        let data = '';
        req.setEncoding('utf8');
        req.on('data', (chunk) => (data += chunk));
        req.on('end', () =>
          send(200, JSON.stringify({ method: req.method, type: req.headers['content-type'], body: JSON.parse(data) })),
        );
        return;
      }
      default:
        return send(404, JSON.stringify({ detail: 'Not Found', status: 404 }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('api client', () => {
  const client = () => createApiClient({ baseUrl, getToken: () => 'secret-token' });

  it('treats any 2xx as success and parses JSON', async () => {
    await expect(client().get('/ok')).resolves.toEqual({ hello: 'world' });
    await expect(client().post('/created', {})).resolves.toEqual({ id: 7 });
    await expect(client().delete('/no-content')).resolves.toBeUndefined();
  });

  it('sends the bearer token and a JSON body', async () => {
    const answer = await client().put<{ method: string; type: string; body: unknown }>('/echo', { a: 1 });
    expect(answer).toEqual({ method: 'PUT', type: 'application/json', body: { a: 1 } });
    expect(seenAuth.at(-1)).toBe('Bearer secret-token');
  });

  it("reads a bare array's page from the X-Pagination header", async () => {
    await expect(client().getPage('/news?page=2')).resolves.toEqual({
      items: [{ id: 1 }],
      pagination: { page: 2, limit: 2, total_count: 3, total_pages: 2, has_next: false, has_prev: true },
    });
  });

  it('takes an array without the header as the only page there is', async () => {
    const { items, pagination } = await client().getPage('/old-list');
    expect(items).toHaveLength(2);
    expect(pagination).toMatchObject({ page: 1, total_count: 2, total_pages: 1, has_next: false });
  });

  it('sends no Authorization header without a token', async () => {
    await createApiClient({ baseUrl, getToken: () => null }).get('/ok');
    expect(seenAuth.at(-1)).toBeUndefined();
  });

  it('carries the server detail as the error message', async () => {
    const error = await client()
      .get('/string-detail')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Username already taken');
    expect((error as ApiError).status).toBe(409);
  });

  it('joins a list detail from its entries messages', async () => {
    await expect(client().post('/list-detail', {})).rejects.toThrow('title is required, email must be an email');
  });

  it('falls back to the caller message when there is no detail', async () => {
    await expect(client().get('/no-detail', { fallbackMessage: 'Failed to save category' })).rejects.toThrow(
      'Failed to save category',
    );
  });

  it('reports network failures as "Network error: {message}"', async () => {
    const error = (await createApiClient({ baseUrl: 'http://127.0.0.1:1' })
      .get('/ok')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/^Network error: /);
    expect(isNetworkError(error)).toBe(true);
    expect(isNotFound(error)).toBe(false);
  });

  it('reports an answer cut off after its headers as a network failure too', async () => {
    const error = await client()
      .get('/cut-off')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isNetworkError(error)).toBe(true);
  });

  it('tells a missing thing from other failures', async () => {
    const missing = await client()
      .get('/missing')
      .catch((e: unknown) => e);
    expect(isNotFound(missing)).toBe(true);
    expect(isNetworkError(missing)).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });

  it('maps a list detail onto the fields it names, first message per field', async () => {
    const refused = await client()
      .post('/list-detail', {})
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(refused)).toEqual({ title: 'title is required', email: 'email must be an email' });
    expect(
      fieldErrorsOf(
        await client()
          .post('/string-detail', {})
          .catch((e: unknown) => e),
      ),
    ).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
