import type { RemotePreview } from '@site/contracts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.factory.js';
import { bearer, createAppWithAccounts, login, newAccount, register } from './support/accounts.js';
import type { TestApp } from './support/test-app.js';

const site = 'https://lightgun.example';
const published = { games: '/mfe/games/mf-manifest.json', news: 'https://news.cdn.example/mf-manifest.json' };
const candidate = '/mfe/games/releases/2.0.0-abc1234/mf-manifest.json';

function fakeSiteRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'lightgun-preview-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>Lightgun Hub</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'shell/dist/remotes.json'), JSON.stringify(published));
  // Two kept releases of the games remote (scripts/release), as `npm run release -- --candidate` leaves them.
  for (const [id, version] of [
    ['20261125T170000Z-aaa1111', '1.0.0'],
    ['20261125T180000Z-bbb2222', '1.1.0'],
  ]) {
    mkdirSync(path.join(root, '.data/releases/games', id), { recursive: true });
    writeFileSync(
      path.join(root, '.data/releases/games', id, 'release.json'),
      JSON.stringify({ app: 'games', id, version, commit: id.slice(-7), createdAt: '2026-11-25T18:00:00.000Z' }),
    );
  }
  return root;
}

let t: TestApp;
let admin: string;
let member: string;
let moderator: string;

let port: number;

beforeAll(async () => {
  ({ t, admin, member } = await createAppWithAccounts({
    SITE_ROOT: fakeSiteRoot(),
    SITE_URL: site,
    PREVIEW_ORIGINS: 'https://staging.example',
  }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.getHttpServer().address() as { port: number }).port;
  const { user, access_token } = await register(t);
  await t.dataSource.query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [user.id]);
  moderator = access_token;
});
afterAll(() => t?.close());

/** `token` null: anonymous. */
const createPreview = (payload: unknown, token: string | null = admin) =>
  t.request({
    method: 'POST',
    url: '/api/admin/previews',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

async function previewToken(manifestUrl = candidate, area = 'games'): Promise<RemotePreview> {
  const response = await createPreview({ area, manifest_url: manifestUrl });
  expect(response.statusCode).toBe(201);
  return response.json<RemotePreview>();
}

/** The remotes a page inlines for a browser with these cookies. */
async function pageRemotes(url: string, cookie?: string) {
  const response = await t.request({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  const inlined = (id: string) => {
    const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(response.body);
    return match ? (JSON.parse(match[1]) as Record<string, string>) : undefined;
  };
  return {
    response,
    remotes: inlined('remotes-config'),
    preview: inlined('remote-preview'),
    policy: String(response.headers['content-security-policy']),
  };
}

describe('POST /api/admin/previews', () => {
  it('signs a preview of a candidate on the site itself, with the link that opens it', async () => {
    const preview = await previewToken();
    expect(preview).toMatchObject({ area: 'games', manifest_url: candidate });
    expect(preview.url).toBe(`${site}/?preview=${preview.token}`);
    const minutes = (Date.parse(preview.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('names a candidate on the site by its path, as the browser resolves it', async () => {
    expect((await previewToken(`${site}/mfe/games/./releases/2.0.0-abc1234/mf-manifest.json`)).manifest_url).toBe(
      candidate,
    );
  });

  it('accepts a published remote’s host and the PREVIEW_ORIGINS', async () => {
    await previewToken('https://news.cdn.example/candidate/mf-manifest.json', 'news');
    await previewToken('https://staging.example/games/2.0.0/mf-manifest.json');
  });

  it.each([
    '/\\evil.example/mf-manifest.json',
    '\\\\evil.example/mf-manifest.json',
    '//evil.example/mf-manifest.json',
    '/%2e//evil.example/mf-manifest.json',
    '/\t/evil.example/mf-manifest.json',
    'https://evil.example/mf-manifest.json',
    'http://localhost.evil.example/mf-manifest.json',
    'https://lightgun.example.evil.example/mf-manifest.json',
    'https://staging.example.evil.example/mf-manifest.json',
    'http://lightgun.example/mfe/games/mf-manifest.json',
    'https://user:secret@staging.example/mf-manifest.json',
    'javascript:alert(1)//mf-manifest.json',
  ])(
    'refuses %j, which a browser would load from an origin the site does not trust, with 400 naming the field',
    async (manifestUrl) => {
      const response = await createPreview({ area: 'games', manifest_url: manifestUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        detail: [{ loc: ['body', 'manifest_url'], msg: expect.stringContaining('PREVIEW_ORIGINS') }],
      });
    },
  );

  it.each([
    [{ area: 'shop', manifest_url: candidate }, 'area'],
    [{ area: 'games' }, 'manifest_url'],
    [{ area: 'games', manifest_url: '/mfe/games/remoteEntry.js' }, 'manifest_url'],
    [{ area: 'games', manifest_url: `/${'a'.repeat(2000)}/mf-manifest.json` }, 'manifest_url'],
    [{ area: ['games'], manifest_url: candidate }, 'area'],
  ])('refuses %j with 422 on %s', async (payload, field) => {
    const response = await createPreview(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail.map((error: { loc: string[] }) => error.loc.at(-1))).toContain(field);
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/previews',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"area":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBeTruthy();
  });

  it('is for admins only', async () => {
    expect((await createPreview({ area: 'games', manifest_url: candidate }, null)).statusCode).toBe(401);
    for (const token of [member, moderator]) {
      const refused = await createPreview({ area: 'games', manifest_url: candidate }, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBeTruthy();
    }
  });
});

describe('GET /api/admin/previews/candidates', () => {
  it('lists the kept releases newest first, at the addresses the site serves them', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/previews/candidates', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json().releases).toEqual([
      {
        area: 'games',
        id: '20261125T180000Z-bbb2222',
        version: '1.1.0',
        commit: 'bbb2222',
        created_at: '2026-11-25T18:00:00.000Z',
        manifest_url: '/mfe/games/releases/20261125T180000Z-bbb2222/mf-manifest.json',
        published: false,
      },
      expect.objectContaining({
        id: '20261125T170000Z-aaa1111',
        manifest_url: '/mfe/games/releases/20261125T170000Z-aaa1111/mf-manifest.json',
      }),
    ]);
  });

  it('is for admins only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/previews/candidates' })).statusCode).toBe(401);
    for (const token of [member, moderator])
      expect(
        (await t.request({ method: 'GET', url: '/api/admin/previews/candidates', headers: bearer(token) })).statusCode,
      ).toBe(403);
  });
});

describe('a preview in the browser', () => {
  it('?preview=<token> sets a session cookie only scripts cannot read and sends the browser on without the token', async () => {
    const { token } = await previewToken();
    const response = await t.request({
      method: 'GET',
      url: `/games/3?tab=reports&preview=${token}`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/games/3?tab=reports');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^lgh_preview=${token.replace(/\./g, '\\.')}; Path=/; HttpOnly; Secure; SameSite=Lax$`),
    );
  });

  it('the previewing browser gets the candidate and the banner data; a parallel visitor gets the published build', async () => {
    const { token } = await previewToken();
    const previewing = await pageRemotes('/games', `lgh_preview=${token}`);
    expect(previewing.response.statusCode).toBe(200);
    expect(previewing.remotes).toEqual({ ...published, games: candidate });
    expect(previewing.preview).toMatchObject({ area: 'games', manifest_url: candidate });
    expect(previewing.response.body).toContain(`rel="preload" as="fetch" crossorigin="anonymous" href="${candidate}"`);
    expect(previewing.response.headers.vary).toContain('Cookie');

    const visitor = await pageRemotes('/games');
    expect(visitor.remotes).toEqual(published);
    expect(visitor.preview).toBeUndefined();
  });

  it('names a trusted candidate’s origin in the pages’ policy for the previewing browser only', async () => {
    const { token } = await previewToken('https://staging.example/games/2.0.0/mf-manifest.json');
    expect((await pageRemotes('/games', `lgh_preview=${token}`)).policy).toContain(
      "script-src 'self' https://news.cdn.example https://staging.example",
    );
    expect((await pageRemotes('/games')).policy).not.toContain('staging.example');
  });

  it('ignores a forged or tampered token: the page keeps the published build', async () => {
    const { token } = await previewToken();
    const [header, , signature] = token.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({
        area: 'games',
        manifest: 'https://evil.example/mf-manifest.json',
        aud: 'remote-preview',
        exp: 9999999999,
      }),
    ).toString('base64url');
    for (const cookie of [
      `lgh_preview=${header}.${forgedClaims}.${signature}`,
      'lgh_preview=not-a-token',
      `lgh_preview=${token}x`,
    ]) {
      const page = await pageRemotes('/games', cookie);
      expect(page.response.statusCode).toBe(200);
      expect(page.remotes).toEqual(published);
      expect(page.policy).not.toContain('evil.example');
    }
  });

  it('does not take a preview token as a sign-in token', async () => {
    const { token } = await previewToken();
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('a forged token in the address sets no cookie, and ?preview=off ends the preview', async () => {
    const forged = await t.request({
      method: 'GET',
      url: '/games?preview=abc.def.ghi',
      headers: { accept: 'text/html' },
    });
    expect(forged.statusCode).toBe(303);
    expect(String(forged.headers['set-cookie'])).toMatch(/^lgh_preview=; Max-Age=0;/);
    const off = await t.request({ method: 'GET', url: '/forum?preview=off', headers: { accept: 'text/html' } });
    expect(off.headers.location).toBe('/forum');
    expect(String(off.headers['set-cookie'])).toMatch(/^lgh_preview=; Max-Age=0;/);
  });

  it('works behind the static host too (GET /api/pages/...)', async () => {
    const { token } = await previewToken();
    const response = await t.request({
      method: 'GET',
      url: `/api/pages/games?preview=${token}`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/games');
    const page = await t.request({
      method: 'GET',
      url: '/api/pages/games',
      headers: { accept: 'text/html', cookie: `lgh_preview=${token}` },
    });
    expect(page.body).toContain(candidate);
  });
});

/**
 * A GET with `target` sent as it is in the request line: inject() and fetch() normalise an address
 * first, link unfurlers and proxies do not. Answers the status and the headers.
 */
function rawGet(target: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\nConnection: close\r\n\r\n`),
    );
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [statusLine, ...lines] = received.split('\r\n\r\n', 1)[0].split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

/** A Location a browser resolves to the site itself: a path that no browser reads as another host. */
function expectOnSite(location: string | undefined, asked: string) {
  if (location === undefined) return;
  expect(location, asked).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, site).origin, asked).toBe(site);
}

describe('the preview redirect', () => {
  const offSite = [
    '/%2e//evil.example/',
    '/%2E//evil.example/',
    '/.//evil.example/',
    '/..//evil.example/',
    '/%2e%2e//evil.example/',
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/%5Cevil.example/',
    '/%5C%5Cevil.example/',
    '/%2F/evil.example/',
    '/%09/evil.example/',
    '/%0a/evil.example/',
    '/%0d%0a/evil.example/',
    '/\t/evil.example/',
    '/%2e/%09/evil.example/',
  ];

  it.each(offSite)('never sends the browser off the site from %j, sent raw', async (rawPath) => {
    for (const target of [`${rawPath}?preview=off`, `/api/pages${rawPath}?preview=off`]) {
      const response = await rawGet(target);
      expect(response.status, target).toBeLessThan(500);
      expectOnSite(response.headers.location, target);
    }
  });

  it('sends the browser home when the path would read as another host, and keeps a path that stays on the site', async () => {
    const dotted = await rawGet('/%2e//evil.example/?preview=off');
    expect(dotted.status).toBe(303);
    expect(dotted.headers.location).toBe('/');
    expect(dotted.headers['set-cookie']).toMatch(/^lgh_preview=; Max-Age=0;/);
    expect((await rawGet('/%5Cevil.example/?preview=off')).headers.location).toBe('/%5Cevil.example/');
    expect((await rawGet('/games/3?tab=reports&preview=off')).headers.location).toBe('/games/3?tab=reports');
  });

  it('never sends a valid preview’s browser off the site either', async () => {
    const { token } = await previewToken();
    const response = await rawGet(`/%2e//evil.example/?preview=${token}`);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/');
    expect(response.headers['set-cookie']).toContain(`lgh_preview=${token}`);
  });

  it('answers an address in absolute form without leaving the site', async () => {
    expectOnSite((await rawGet('http://evil.example/?preview=off')).headers.location, 'absolute form');
  });
});

/** An admin of their own, whose sessions a test may end without ending the file's `admin`. */
async function anotherAdmin() {
  const account = newAccount();
  const { user, access_token } = await register(t, account);
  await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
  return { ...account, id: user.id, token: access_token };
}

/** Whether a browser holding the preview cookie gets the candidate, and whether the link still starts one. */
async function previewWorks(token: string): Promise<boolean> {
  const page = await pageRemotes('/games', `lgh_preview=${token}`);
  const opened = await t.request({ method: 'GET', url: `/games?preview=${token}`, headers: { accept: 'text/html' } });
  const cookieKept = String(opened.headers['set-cookie']).startsWith(`lgh_preview=${token};`);
  expect(page.preview !== undefined, 'page and link agree').toBe(cookieKept);
  return cookieKept && page.remotes?.games === candidate;
}

async function signedBy(adminToken: string): Promise<string> {
  const response = await createPreview({ area: 'games', manifest_url: candidate }, adminToken);
  expect(response.statusCode).toBe(201);
  return response.json<RemotePreview>().token;
}

describe('a preview lives within its admin’s session', () => {
  it('ends when the admin logs out', async () => {
    const signer = await anotherAdmin();
    const token = await signedBy(signer.token);
    expect(await previewWorks(token)).toBe(true);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(signer.token) })).statusCode,
    ).toBe(200);
    expect(await previewWorks(token)).toBe(false);
    // Logging in again does not bring it back.
    await login(t, signer.username, signer.password);
    expect(await previewWorks(token)).toBe(false);
  });

  it('ends when the admin logs out everywhere from another device', async () => {
    const signer = await anotherAdmin();
    const token = await signedBy(signer.token);
    const elsewhere = (await login(t, signer.username, signer.password)).access_token;
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(elsewhere) })).statusCode).toBe(
      200,
    );
    expect(await previewWorks(token)).toBe(false);
  });

  it('ends when the admin changes their password', async () => {
    const signer = await anotherAdmin();
    const token = await signedBy(signer.token);
    const changed = await t.request({
      method: 'PUT',
      url: '/api/auth/me/password',
      headers: bearer(signer.token),
      payload: { current_password: signer.password, new_password: 'Velvet-Harbor-Quartz-2931' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await previewWorks(token)).toBe(false);
    // A preview signed in the new session works.
    expect(await previewWorks(await signedBy(changed.json<{ access_token: string }>().access_token))).toBe(true);
  });

  it('ends when the admin is no longer an admin', async () => {
    const signer = await anotherAdmin();
    const token = await signedBy(signer.token);
    await t.dataSource.query(`UPDATE users SET role = 'regular' WHERE id = $1`, [signer.id]);
    expect(await previewWorks(token)).toBe(false);
  });

  it('is not ended by another admin’s logout', async () => {
    const token = await signedBy(admin);
    const other = await anotherAdmin();
    await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(other.token) });
    expect(await previewWorks(token)).toBe(true);
  });

  it('ends after an hour', async () => {
    const token = await signedBy(admin);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 59 * 60_000);
      expect(await previewWorks(token)).toBe(true);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      expect(await previewWorks(token)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends in every API process: the session is read from the database, not kept in a process', async () => {
    const signer = await anotherAdmin();
    const token = await signedBy(signer.token);
    const second = await createApp(t.config, { logger: false });
    await second.init();
    try {
      const page = () =>
        second.inject({
          method: 'GET',
          url: '/games',
          headers: { accept: 'text/html', cookie: `lgh_preview=${token}` },
        });
      expect((await page()).body).toContain(candidate);
      await t.request({ method: 'POST', url: '/api/auth/logout', headers: bearer(signer.token) });
      expect((await page()).body).not.toContain(candidate);
    } finally {
      await second.close();
    }
  });
});
