import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('answers liveness without asking the database', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness after a real database round trip', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('accepts a trailing slash', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('stays live but not ready when the database is gone, with the error shape', async () => {
    const other = await createTestApp();
    await other.dataSource.destroy();
    expect((await other.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const response = await other.request({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Database unavailable', status: 503 });
    await other.app.close().catch(() => {});
  });

  it('is never rate limited: a load balancer polls it all the time', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      for (let i = 0; i < 4; i += 1) {
        expect((await limited.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        expect((await limited.request({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('the error shape', () => {
  it('answers unknown routes with 404 { detail, status }', async () => {
    const response = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Cannot GET /api/no-such-thing', status: 404 });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ detail: string; status: number }>();
    expect(body.status).toBe(400);
    expect(body.detail).toMatch(/JSON/);
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
  });
});

describe('input no route can store', () => {
  it('answers a NUL character anywhere in a body with 400, whatever the route', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin\u0000', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Text must not contain the NUL character (U+0000)', status: 400 });
  });

  it('answers a query parameter given twice with 400 instead of reading a list', async () => {
    const response = await t.request({ method: 'GET', url: '/api/videos/search?q=time&q=crisis' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'q must be given once', status: 400 });
  });
});

describe('cross-cutting HTTP behaviour', () => {
  it('gives every response a request id, keeping a sane incoming one', async () => {
    const fresh = await t.request({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'proxy-abc-123' } });
    expect(kept.headers['x-request-id']).toBe('proxy-abc-123');
    const replaced = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it("sends helmet's security headers on answers, errors and the API docs", async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      // Other origins (the remotes, a CDN) may load the API's answers.
      'cross-origin-resource-policy': 'cross-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of [
      '/api/health',
      '/api/videos/?page=1',
      '/api/videos/99999',
      '/api/no-such-route',
      '/api/docs-json',
    ]) {
      const response = await t.request({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(expected);
      // JSON answers need no policy; the API docs carry their own (api-docs.e2e-spec.ts).
      if (url.startsWith('/api/docs'))
        expect(response.headers['content-security-policy'], url).toMatch(/^default-src 'none'/);
      else expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('allows CORS only for the configured site origins', async () => {
    const allowed = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:8080' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    const foreign = await t.request({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes OpenAPI listing the health route', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs-json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: object }>().paths)).toContain('/api/health');
  });
});

describe('rate limiting', () => {
  it('answers 429 with a detail past the limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await limited.request({ method: 'GET', url: '/api/lightgun/stats' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const blocked = await limited.request({ method: 'GET', url: '/api/lightgun/stats' });
      expect(blocked.json()).toEqual({ detail: 'Too many requests: please wait a moment and try again', status: 429 });
      // Seconds until the window lets the client in again.
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(120);
    } finally {
      await limited.close();
    }
  });
});
