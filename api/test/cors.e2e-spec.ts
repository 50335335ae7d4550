import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

// Which browser origins may call the API: the site's own by default, the dev servers only when asked.
let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A browser's preflight before a cross-origin login from `origin`. */
async function preflightAllows(app: TestApp, origin: string): Promise<boolean> {
  const response = await app.request({
    method: 'OPTIONS',
    url: '/api/auth/login',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  return response.headers['access-control-allow-origin'] === origin;
}

describe('CORS in production (no CORS_ORIGINS)', () => {
  it("allows only SITE_URL's origin: no dev server's, no other site's", async () => {
    t = await createTestApp({ SITE_URL: 'https://lightgun.example/' });
    expect(await preflightAllows(t, 'https://lightgun.example')).toBe(true);
    for (const origin of [
      'http://localhost:4200',
      'http://localhost:4205',
      'http://localhost:8080',
      'https://evil.example',
    ]) {
      expect(await preflightAllows(t, origin), origin).toBe(false);
    }
  });
});

describe('CORS under npm run dev (CORS_ORIGINS lists the dev servers)', () => {
  it("allows the listed dev servers' origins", async () => {
    t = await createTestApp({ CORS_ORIGINS: 'http://localhost:4200,http://localhost:4204' });
    expect(await preflightAllows(t, 'http://localhost:4204')).toBe(true);
    expect(await preflightAllows(t, 'https://evil.example')).toBe(false);
  });
});

describe('CORS and paged lists', () => {
  it('lets an allowed origin read the X-Pagination header of a bare-array list', async () => {
    t = await createTestApp({ CORS_ORIGINS: 'http://localhost:4200' });
    const response = await t.request({
      method: 'GET',
      url: '/api/news/',
      headers: { origin: 'http://localhost:4200' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(response.headers['access-control-expose-headers']).toBe('X-Pagination');
    expect(JSON.parse(String(response.headers['x-pagination']))).toMatchObject({ page: 1, limit: 20 });
  });
});
