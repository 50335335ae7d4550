import type { VisitorStats } from '@site/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, register } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

const track = (remoteAddress = '203.0.113.7', userAgent = 'Firefox/140') =>
  t.request({ method: 'POST', url: '/api/visitors/track', remoteAddress, headers: { 'user-agent': userAgent } });
const stats = async () => (await t.request({ method: 'GET', url: '/api/visitors/stats' })).json<VisitorStats>();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.dataSource.query('DELETE FROM visitors');
});

describe('POST /api/visitors/track and GET /api/visitors/stats', () => {
  it('starts at zero and counts a first visit as a unique visitor', async () => {
    expect(await stats()).toEqual({ unique_visitors: 0, total_visits: 0 });
    const response = await track();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unique_visitors: 1, total_visits: 1 });
    expect(await stats()).toEqual({ unique_visitors: 1, total_visits: 1 });
  });

  it('does not inflate anything when the same client reloads', async () => {
    await track();
    await track();
    await track();
    expect(await stats()).toEqual({ unique_visitors: 1, total_visits: 1 });
  });

  it('counts a new visit of a known client after 30 quiet minutes, still one unique visitor', async () => {
    await track();
    await t.dataSource.query(`UPDATE visitors SET last_seen = now() - interval '31 minutes'`);
    await track();
    expect(await stats()).toEqual({ unique_visitors: 1, total_visits: 2 });
  });

  it('tells addresses apart, but not browsers: 30 user agents from one address are one visit', async () => {
    await track('203.0.113.8', 'Firefox/140');
    for (let i = 0; i < 30; i += 1) expect((await track('203.0.113.7', `Agent/${i}`)).statusCode).toBe(200);
    expect(await stats()).toEqual({ unique_visitors: 2, total_visits: 2 });
  });

  it('counts a signed-in visitor as their account, from any address', async () => {
    const { access_token } = await register(t);
    for (const remoteAddress of ['203.0.113.7', '198.51.100.9', '2001:db8::1']) {
      await t.request({ method: 'POST', url: '/api/visitors/track', remoteAddress, headers: bearer(access_token) });
    }
    expect(await stats()).toEqual({ unique_visitors: 1, total_visits: 1 });
  });

  it('counts an IPv6 network once, whichever address of its /64 a device takes', async () => {
    for (const address of ['2001:db8:5:6::1', '2001:db8:5:6:aaaa::2', '2001:db8:5:6:1:2:3:4']) await track(address);
    await track('2001:db8:5:7::1');
    expect(await stats()).toEqual({ unique_visitors: 2, total_visits: 2 });
  });

  it('never stores the address: only a 64-character hash', async () => {
    await track('198.51.100.23', 'Firefox/140');
    const rows = await t.dataSource.query<Array<Record<string, unknown>>>('SELECT * FROM visitors');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('198.51.100.23');
    expect(rows[0].visitor_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('needs no login and ignores a body', async () => {
    const response = await t.request({ method: 'POST', url: '/api/visitors/track', payload: { visits: 1000 } });
    expect(response.statusCode).toBe(200);
    expect(await stats()).toEqual({ unique_visitors: 1, total_visits: 1 });
  });
});

describe('tracking rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with a detail past the per-address limit, and counts nothing more', async () => {
    for (let i = 0; i < 3; i += 1) {
      const ok = await limited.request({
        method: 'POST',
        url: '/api/visitors/track',
        remoteAddress: '192.0.2.1',
        headers: { 'user-agent': `Bot/${i}` },
      });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await limited.request({
      method: 'POST',
      url: '/api/visitors/track',
      remoteAddress: '192.0.2.1',
      headers: { 'user-agent': 'Bot/4' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, detail: expect.stringMatching(/too many requests/i) });
    const counted = (await limited.request({ method: 'GET', url: '/api/visitors/stats' })).json<VisitorStats>();
    expect(counted).toEqual({ unique_visitors: 1, total_visits: 1 });
  });
});
