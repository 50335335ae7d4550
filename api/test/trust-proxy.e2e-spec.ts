import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';

// Failed logins count under the client's address at the strict limit (here 3 a minute).
const strictLimit = 3;
let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A failed login as it reaches the API: from `peer` (the socket), with the X-Forwarded-For it carries. */
function failedLogin(app: TestApp, peer: string, forwardedFor?: string) {
  return app.request({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { username: 'nobody-here', password: 'wrong-password' },
  });
}

async function statuses(attempts: Array<() => ReturnType<typeof failedLogin>>) {
  const out: number[] = [];
  for (const attempt of attempts) out.push((await attempt()).statusCode);
  return out;
}

describe('TRUST_PROXY=1 (one proxy in front, as in docker-compose)', () => {
  it('counts under the address the proxy appended, whatever the client wrote before it', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: String(strictLimit) });
    const app = t;
    // The proxy (10.0.0.2) appends the real client 203.0.113.9 to a made-up address each time.
    const spoofed = Array.from(
      { length: strictLimit + 2 },
      (_, i) => () => failedLogin(app, '10.0.0.2', `198.51.100.${i + 1}, 203.0.113.9`),
    );
    expect(await statuses(spoofed)).toEqual([401, 401, 401, 429, 429]);
    // The bucket is the real client's: the same address reaching the API directly is already spent.
    expect((await failedLogin(app, '203.0.113.9')).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await failedLogin(app, '10.0.0.2', '203.0.113.10')).statusCode).toBe(401);
  });

  it('believes no X-Forwarded-For from a client reaching the API directly from a public address', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: String(strictLimit) });
    const app = t;
    const spoofed = Array.from(
      { length: strictLimit + 1 },
      (_, i) => () => failedLogin(app, '203.0.113.30', `198.51.100.${i + 1}`),
    );
    expect(await statuses(spoofed)).toEqual([401, 401, 401, 429]);
  });
});

describe('TRUST_PROXY as addresses/CIDRs', () => {
  it('believes only the named proxies', async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.2, 192.0.2.0/24', AUTH_RATE_LIMIT_PER_MINUTE: String(strictLimit) });
    const app = t;
    const viaProxy = Array.from(
      { length: strictLimit + 1 },
      (_, i) => () => failedLogin(app, i % 2 ? '10.0.0.2' : '192.0.2.77', `198.51.100.${i + 1}, 203.0.113.40`),
    );
    expect(await statuses(viaProxy)).toEqual([401, 401, 401, 429]);
    // Another machine on the same network is not a named proxy: its socket address is the client.
    const unnamed = Array.from(
      { length: strictLimit + 1 },
      (_, i) => () => failedLogin(app, '10.0.0.3', `198.51.100.${i + 1}`),
    );
    expect(await statuses(unnamed)).toEqual([401, 401, 401, 429]);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: the socket address is the client', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(strictLimit) });
    const app = t;
    const spoofed = Array.from(
      { length: strictLimit + 1 },
      (_, i) => () => failedLogin(app, '203.0.113.20', `198.51.100.${i + 1}`),
    );
    expect(await statuses(spoofed)).toEqual([401, 401, 401, 429]);
  });
});

describe('TRUST_PROXY=true', () => {
  it('is refused at start: it would believe any address a client writes', async () => {
    await expect(createTestApp({ TRUST_PROXY: 'true' })).rejects.toThrow(/number of proxies/);
  });
});
