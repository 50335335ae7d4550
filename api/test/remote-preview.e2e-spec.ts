import type { RemotePreview } from '@site/contracts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAppWithAccounts } from './support/accounts.js';
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

beforeAll(async () => {
  ({ t, admin, member } = await createAppWithAccounts({ SITE_ROOT: fakeSiteRoot(), SITE_URL: site, PREVIEW_ORIGINS: 'https://staging.example' }));
});
afterAll(() => t?.close());

/** `token` null: anonymous. */
const createPreview = (payload: unknown, token: string | null = admin) =>
  t.request({ method: 'POST', url: '/api/admin/previews', headers: token ? bearer(token) : {}, payload: payload as Record<string, unknown> });

async function previewToken(manifestUrl = candidate, area = 'games'): Promise<RemotePreview> {
  const response = await createPreview({ area, manifest_url: manifestUrl });
  expect(response.statusCode).toBe(201);
  return response.json<RemotePreview>();
}

/** The remotes a page inlines for a browser with these cookies. */
async function pageRemotes(url: string, cookie?: string) {
  const response = await t.request({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const inlined = (id: string) => {
    const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(response.body);
    return match ? (JSON.parse(match[1]) as Record<string, string>) : undefined;
  };
  return { response, remotes: inlined('remotes-config'), preview: inlined('remote-preview'), policy: String(response.headers['content-security-policy']) };
}

describe('POST /api/admin/previews', () => {
  it('signs a preview of a candidate on the site itself, with the link that opens it', async () => {
    const preview = await previewToken();
    expect(preview).toMatchObject({ area: 'games', manifest_url: candidate });
    expect(preview.url).toBe(`${site}/?preview=${preview.token}`);
    const hours = (Date.parse(preview.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('accepts a published remote’s host and the PREVIEW_ORIGINS', async () => {
    await previewToken('https://news.cdn.example/candidate/mf-manifest.json', 'news');
    await previewToken('https://staging.example/games/2.0.0/mf-manifest.json');
  });

  it('refuses a candidate on an origin the site does not trust, naming the field', async () => {
    for (const manifestUrl of ['https://evil.example/mf-manifest.json', 'http://lightgun.example/mfe/games/mf-manifest.json']) {
      const response = await createPreview({ area: 'games', manifest_url: manifestUrl });
      expect(response.statusCode, manifestUrl).toBe(422);
      expect(response.json().detail[0]).toMatchObject({ loc: ['body', 'manifest_url'], msg: expect.stringContaining('PREVIEW_ORIGINS') });
    }
  });

  it.each([
    [{ area: 'shop', manifest_url: candidate }, 'area'],
    [{ area: 'games' }, 'manifest_url'],
    [{ area: 'games', manifest_url: '//evil.example/mf-manifest.json' }, 'manifest_url'],
    [{ area: 'games', manifest_url: 'javascript:alert(1)//mf-manifest.json' }, 'manifest_url'],
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
    expect((await createPreview({ area: 'games', manifest_url: candidate }, member)).statusCode).toBe(403);
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
      expect.objectContaining({ id: '20261125T170000Z-aaa1111', manifest_url: '/mfe/games/releases/20261125T170000Z-aaa1111/mf-manifest.json' }),
    ]);
  });

  it('is for admins only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/previews/candidates' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/previews/candidates', headers: bearer(member) })).statusCode).toBe(403);
  });
});

describe('a preview in the browser', () => {
  it('?preview=<token> sets a session cookie only scripts cannot read and sends the browser on without the token', async () => {
    const { token } = await previewToken();
    const response = await t.request({ method: 'GET', url: `/games/3?tab=reports&preview=${token}`, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/games/3?tab=reports');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^lgh_preview=${token.replace(/\./g, '\\.')}; Path=/; HttpOnly; Secure; SameSite=Lax$`));
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
    expect((await pageRemotes('/games', `lgh_preview=${token}`)).policy).toContain("script-src 'self' https://news.cdn.example https://staging.example");
    expect((await pageRemotes('/games')).policy).not.toContain('staging.example');
  });

  it('ignores a forged or tampered token: the page keeps the published build', async () => {
    const { token } = await previewToken();
    const [header, , signature] = token.split('.');
    const forgedClaims = Buffer.from(
      JSON.stringify({ area: 'games', manifest: 'https://evil.example/mf-manifest.json', aud: 'remote-preview', exp: 9999999999 }),
    ).toString('base64url');
    for (const cookie of [`lgh_preview=${header}.${forgedClaims}.${signature}`, 'lgh_preview=not-a-token', `lgh_preview=${token}x`]) {
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
    const forged = await t.request({ method: 'GET', url: '/games?preview=abc.def.ghi', headers: { accept: 'text/html' } });
    expect(forged.statusCode).toBe(303);
    expect(String(forged.headers['set-cookie'])).toMatch(/^lgh_preview=; Max-Age=0;/);
    const off = await t.request({ method: 'GET', url: '/forum?preview=off', headers: { accept: 'text/html' } });
    expect(off.headers.location).toBe('/forum');
    expect(String(off.headers['set-cookie'])).toMatch(/^lgh_preview=; Max-Age=0;/);
  });

  it('works behind the static host too (GET /api/pages/...)', async () => {
    const { token } = await previewToken();
    const response = await t.request({ method: 'GET', url: `/api/pages/games?preview=${token}`, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/games');
    const page = await t.request({ method: 'GET', url: '/api/pages/games', headers: { accept: 'text/html', cookie: `lgh_preview=${token}` } });
    expect(page.body).toContain(candidate);
  });
});
