import type { ForumCategory, ForumThread, Game, NewsArticle, Platform, User, Video } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SitemapService } from '../src/site/sitemap.service.js';
import { bearer, createAppWithAccounts } from './support/accounts.js';
import { fakeSiteRoot, readHead, site, sitemapIndex, urlSet } from './support/page-head.js';
import type { TestApp } from './support/test-app.js';

const w3c = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

let t: TestApp;
let admin: string;
let member: string;
let video: Video;
let hostileVideo: Video;
let pendingVideo: Video;
let article: NewsArticle;
let pendingArticle: NewsArticle;
let game: Game;
let oddPlatform: Platform;
let category: ForumCategory;
let thread: ForumThread;

async function create<T>(url: string, token: string, payload: Record<string, unknown>): Promise<T> {
  const response = await t.request({ method: 'POST', url, headers: bearer(token), payload });
  if (response.statusCode !== 200 && response.statusCode !== 201)
    throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

const page = (url: string, headers: Record<string, string> = { accept: 'text/html' }) =>
  t.request({ method: 'GET', url, headers });

beforeAll(async () => {
  ({ t, admin, member } = await createAppWithAccounts({ SITE_ROOT: fakeSiteRoot(), SITE_URL: site }));
  video = await create<Video>('/api/videos', admin, {
    title: 'Time Crisis 2 Arcade: Full Co-op Playthrough',
    youtube_url: 'https://www.youtube.com/watch?v=tc2coopplay',
    description: 'Both players, both pedals:\n\nthe whole of Time Crisis 2 on a real cabinet.',
    duration: '38:12',
    views: 152300,
  });
  hostileVideo = await create<Video>('/api/videos', admin, {
    title: '</title><script>alert(1)</script>',
    youtube_url: 'https://youtu.be/hostile1234',
    description: '"><img src=x onerror=alert(2)> & more',
  });
  pendingVideo = await create<Video>('/api/videos', member, {
    title: 'Waiting for review',
    youtube_url: 'https://youtu.be/pending1234',
  });
  article = await create<NewsArticle>('/api/news', admin, {
    title: 'GunCon 3 review',
    description: `Verdict: the best gun for a modern TV. ${'It tracks well and feels solid in the hand. '.repeat(10)}`,
    content: '# Review\n\nThe whole review.',
    tags: ['GunCon'],
  });
  pendingArticle = await create<NewsArticle>('/api/news', member, {
    title: 'Not yet',
    description: 'Pending',
    content: 'Body',
  });
  game = await create<Game>('/api/lightgun/games', admin, {
    title: 'Virtua Cop Test Edition',
    platform: 'Sega Saturn',
    release_year: 1995,
    developer: 'Sega AM2',
    genre: ['Rail shooter'],
  });
  oddPlatform = await create<Platform>('/api/lightgun/platforms', admin, { name: "Tom & Jerry's <Gun>" });
  [category] = (await t.request({ method: 'GET', url: '/api/forum/categories' })).json<ForumCategory[]>();
  thread = await create<ForumThread>(`/api/forum/categories/${category.id}/threads`, member, {
    title: 'Best CRT for light guns?',
    content: 'Which **CRT** do you use with your GunCon?',
  });
});
afterAll(() => t.close());

describe('the head of each kind of page', () => {
  it('a video: title, description, canonical, Open Graph, Twitter card and a VideoObject', async () => {
    for (const url of [`/video/${video.id}`, `/videos/${video.id}`]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const head = readHead(response.body);
      expect(head.titles).toEqual(['Time Crisis 2 Arcade: Full Co-op Playthrough · Lightgun Hub']);
      expect(head.one('description')).toBe('Both players, both pedals: the whole of Time Crisis 2 on a real cabinet.');
      expect(head.canonical).toEqual([`${site}/video/${video.id}`]);
      expect(head.one('og:title')).toBe('Time Crisis 2 Arcade: Full Co-op Playthrough · Lightgun Hub');
      expect(head.one('og:description')).toBe(head.one('description'));
      expect(head.one('og:url')).toBe(`${site}/video/${video.id}`);
      expect(head.one('og:type')).toBe('video.other');
      expect(head.one('og:site_name')).toBe('Lightgun Hub');
      expect(head.one('og:image')).toBe(video.thumbnail);
      expect(head.one('og:image')).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/tc2coopplay\/.*\.jpg$/);
      expect(head.one('twitter:card')).toBe('summary_large_image');
      expect(head.one('twitter:title')).toBe(head.titles[0]);
      expect(head.one('twitter:description')).toBe(head.one('description'));
      expect(head.one('twitter:image')).toBe(head.one('og:image'));
      expect(head.meta('robots')).toEqual([]);
      expect(head.jsonLd).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'VideoObject',
          name: video.title,
          description: head.one('description'),
          thumbnailUrl: [head.one('og:image')],
          uploadDate: video.published_at,
          embedUrl: video.embed_url,
          url: `${site}/video/${video.id}`,
          duration: 'PT38M12S',
          interactionStatistic: {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/WatchAction',
            userInteractionCount: 152300,
          },
        },
      ]);
      // The shell itself is still there, its generic description replaced, the tags marked for the client.
      expect(response.body).toContain('<script defer src="/main.abc123.js"></script>');
      expect(response.body).not.toContain('Generic shell description.');
      expect(head.marked).toBe(16); // 14 head tags and 2 data preloads
      expect(head.inlined('remotes-config')).toEqual([{ games: '/mfe/games/mf-manifest.json' }]);
      expect(head.inlined('site-config')).toEqual([{ channelName: 'Lightgun Hub' }]);
    }
  });

  it('a published article: its excerpt as description, article type, the site image and a NewsArticle', async () => {
    const response = await page(`/news/${article.id}`);
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.titles).toEqual(['GunCon 3 review · Lightgun Hub']);
    const description = head.one('description') ?? '';
    expect(description.startsWith('Verdict: the best gun for a modern TV. It tracks well')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(head.canonical).toEqual([`${site}/news/${article.id}`]);
    expect(head.one('og:type')).toBe('article');
    expect(head.one('og:url')).toBe(`${site}/news/${article.id}`);
    expect(head.one('og:image')).toBe(`${site}/og-image.png`);
    expect(head.one('twitter:image')).toBe(`${site}/og-image.png`);
    expect(head.one('article:published_time')).toBe(article.publishedAt);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: 'GunCon 3 review',
        datePublished: article.publishedAt,
        dateModified: article.updated_at,
        author: { '@type': 'Person', name: article.author },
        image: [`${site}/og-image.png`],
      }),
    ]);
  });

  it('a game: platform in the title, a description from its facts and a VideoGame', async () => {
    const response = await page(`/games/${game.id}`);
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.titles).toEqual(['Virtua Cop Test Edition (Sega Saturn) · Lightgun Hub']);
    expect(head.one('description')).toBe(
      'No reports yet. Virtua Cop Test Edition: a light gun game for the Sega Saturn (1995) by Sega AM2.',
    );
    expect(head.canonical).toEqual([`${site}/games/${game.id}`]);
    expect(head.one('og:type')).toBe('website');
    expect(head.one('og:image')).toBe(`${site}/og-image.png`);
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'VideoGame',
        name: 'Virtua Cop Test Edition',
        gamePlatform: 'Sega Saturn',
        genre: ['Rail shooter'],
        author: { '@type': 'Organization', name: 'Sega AM2' },
        datePublished: '1995',
        url: `${site}/games/${game.id}`,
      },
    ]);
  });

  it('a platform, by its name in any case, with its canonical spelling', async () => {
    const response = await page('/games/platform/sega%20SATURN');
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    expect(head.titles).toEqual(['Sega Saturn games · Lightgun Hub']);
    expect(head.one('description')).toMatch(/^\d+ light gun games for the Sega Saturn \(Sega\), played with the /);
    expect(head.canonical).toEqual([`${site}/games/platform/Sega%20Saturn`]);
    expect(head.one('og:url')).toBe(`${site}/games/platform/Sega%20Saturn`);

    const odd = readHead((await page(`/games/platform/${encodeURIComponent(oddPlatform.name)}`)).body);
    expect(odd.titles).toEqual(["Tom & Jerry's <Gun> games · Lightgun Hub"]);
    expect(odd.one('description')).toBe("0 light gun games for the Tom & Jerry's <Gun>.");
    expect(odd.canonical).toEqual([`${site}/games/platform/Tom%20%26%20Jerry's%20%3CGun%3E`]);
  });

  it('a forum category and a thread (also under its category) with a DiscussionForumPosting', async () => {
    const categoryHead = readHead((await page(`/forum/category/${category.id}`)).body);
    expect(categoryHead.titles).toEqual([`${category.name} · Forum · Lightgun Hub`]);
    expect(categoryHead.one('description')).toBe(category.description);
    expect(categoryHead.canonical).toEqual([`${site}/forum/category/${category.id}`]);

    for (const url of [`/forum/thread/${thread.id}`, `/forum/category/${category.id}/thread/${thread.id}`]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const head = readHead(response.body);
      expect(head.titles).toEqual(['Best CRT for light guns? · Forum · Lightgun Hub']);
      expect(head.one('description')).toBe('Which CRT do you use with your GunCon?');
      expect(head.canonical).toEqual([`${site}/forum/thread/${thread.id}`]);
      expect(head.one('og:type')).toBe('website');
      expect(head.jsonLd).toEqual([
        expect.objectContaining({
          '@type': 'DiscussionForumPosting',
          headline: 'Best CRT for light guns?',
          text: 'Which CRT do you use with your GunCon?',
          author: { '@type': 'Person', name: thread.author.display_name },
          datePublished: thread.created_at,
          url: `${site}/forum/thread/${thread.id}`,
          commentCount: 0,
          interactionStatistic: expect.arrayContaining([
            expect.objectContaining({ interactionType: 'https://schema.org/CommentAction', userInteractionCount: 0 }),
          ]),
        }),
      ]);
    }
  });

  it("a member's profile, by username in any case: name and @username in the title, a profile with a ProfilePage", async () => {
    const me = (await t.request({ method: 'GET', url: '/api/auth/me', headers: bearer(member) })).json<User>();
    for (const asked of [me.username, me.username.toUpperCase()]) {
      const url = `/u/${asked}/`;
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const head = readHead(response.body);
      expect(head.titles).toEqual([`${me.display_name} (@${me.username}) · Lightgun Hub`]);
      expect(head.one('description')).toMatch(
        new RegExp(
          `^${me.display_name} \\(@${me.username}\\) is a member of the Lightgun Hub community since .+: 1 forum post\\.$`,
        ),
      );
      expect(head.canonical).toEqual([`${site}/u/${me.username}`]);
      expect(head.one('og:type')).toBe('profile');
      expect(head.one('og:url')).toBe(`${site}/u/${me.username}`);
      expect(head.one('profile:username')).toBe(me.username);
      expect(head.one('twitter:title')).toBe(head.titles[0]);
      expect(head.meta('robots')).toEqual([]);
      expect(head.jsonLd).toEqual([
        expect.objectContaining({
          '@type': 'ProfilePage',
          mainEntity: expect.objectContaining({ name: me.display_name, alternateName: me.username }),
        }),
      ]);
      expect(response.body).not.toContain(me.email);
      // The profile as the forum remote asks for it: by the name in the address.
      expect(head.preloads.map((preload) => preload.href)).toContain(`/api/users/${asked}`);
    }
  });

  it('the sections: the home page with the site name and a WebSite, the others titled', async () => {
    const home = readHead((await page('/')).body);
    expect(home.titles).toEqual(['Lightgun Hub']);
    expect(home.canonical).toEqual([`${site}/`]);
    expect(home.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'WebSite', name: 'Lightgun Hub', url: `${site}/` }),
    ]);
    const sections = {
      '/videos': 'Videos',
      '/video': 'Videos',
      '/news': 'News',
      '/games': 'Games',
      '/forum': 'Forum',
      '/about': 'About',
      '/donate': 'Donate',
    };
    for (const [url, title] of Object.entries(sections)) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const head = readHead(response.body);
      expect(head.titles, url).toEqual([`${title} · Lightgun Hub`]);
      expect(head.one('description')?.length, url).toBeGreaterThan(30);
      expect(head.one('og:type')).toBe('website');
      expect(head.one('og:image')).toBe(`${site}/og-image.png`);
      expect(head.meta('robots'), url).toEqual([]);
    }
    expect(readHead((await page('/video/')).body).canonical).toEqual([`${site}/videos`]);
  });

  it('private and utility pages: titled, described and noindex', async () => {
    const titles: Record<string, string> = {
      '/login': 'Log in',
      '/working-login': 'Log in',
      '/test-login': 'Log in (test page)',
      '/old-login': 'Admin login',
      '/register': 'Register',
      '/old-register': 'Register',
      '/working-register': 'Register',
      '/reset-password': 'Reset your password',
      '/account': 'Account settings',
      '/notifications': 'Notifications',
      '/unsubscribe': 'Unsubscribe',
      '/videos/create': 'Post a video',
      '/news/create': 'Post news',
      '/forum/auth': 'Forum login',
      '/forum/login': 'Forum login',
      '/forum/register': 'Join the forum',
      '/admin': 'Admin',
      '/admin/dashboard': 'Admin dashboard',
      '/admin/news/add': 'Add news',
      '/debug-admin': 'Debug',
    };
    for (const [url, title] of Object.entries(titles)) {
      const response = await page(`${url}?returnTo=%2Fvideos`);
      expect(response.statusCode, url).toBe(200);
      const head = readHead(response.body);
      expect(head.titles, url).toEqual([`${title} · Lightgun Hub`]);
      expect(head.one('robots'), url).toBe('noindex');
      expect(head.one('description')?.length, url).toBeGreaterThan(10);
    }
  });
});

describe('pages that are not there', () => {
  it('answers 404 with the shell, noindex, for unknown ids, a pending video or article and invalid ids', async () => {
    const urls = [
      '/video/999999',
      `/video/${pendingVideo.id}`,
      `/news/${pendingArticle.id}`,
      '/news/999999',
      '/games/999999',
      '/games/platform/Atari%20Jaguar%20CD',
      '/forum/category/999999',
      '/forum/thread/999999',
      '/u/nobody-by-that-name',
      `/u/${'x'.repeat(51)}`,
      '/video/abc',
      '/video/0',
      '/video/99999999999999999999',
      '/games/platform/%00',
      '/games/platform/a%2Fb',
      `/forum/category/abc/thread/${thread.id}`,
      '/nowhere',
      '/forum/nowhere',
      '/admin/nowhere',
      '/main.missing.js',
    ];
    for (const url of urls) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      const head = readHead(response.body);
      expect(head.titles, url).toEqual(['Not found · Lightgun Hub']);
      expect(head.one('robots')).toBe('noindex');
      expect(head.canonical).toEqual([]);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers an undecodable address with a 4xx and a detail, never a 5xx', async () => {
    for (const url of ['/video/%E0%A4%A', '/games/platform/%E0%A4%A', '/%']) {
      const response = await page(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json<{ detail: string }>().detail, url).toBeTruthy();
    }
  });

  it('answers a very long address as not found, not with an error', async () => {
    const response = await page(`/games/platform/${'x'.repeat(3000)}`);
    expect(response.statusCode).toBe(404);
    expect(readHead(response.body).titles).toEqual(['Not found · Lightgun Hub']);
  });
});

describe('HTML whatever the Accept header', () => {
  it('gives a page address HTML for */*, for JSON and for no Accept at all', async () => {
    const variants: Array<Record<string, string>> = [{ accept: '*/*' }, { accept: 'application/json' }, {}];
    for (const headers of variants) {
      const response = await page(`/video/${video.id}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(readHead(response.body).titles).toEqual(['Time Crisis 2 Arcade: Full Co-op Playthrough · Lightgun Hub']);
      const missing = await page('/video/999999', headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('keeps the JSON 404 of /api and /mfe addresses', async () => {
    for (const url of ['/api/nothing', '/api', '/mfe/games/missing.js', '/mfe']) {
      for (const headers of [{ accept: '*/*' }, { accept: 'text/html' }]) {
        const response = await page(url, headers);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ status: 404, detail: expect.any(String) });
      }
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await t.request({ method: 'HEAD', url: `/video/${video.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });
});

describe("the page's first API answers, named for preloading", () => {
  it("names a public page's data as anonymous CORS fetches, the way its script asks for them", async () => {
    expect(readHead((await page(`/forum/thread/${thread.id}`)).body).preloads).toContainEqual({
      href: `/api/forum/threads/${thread.id}`,
      as: 'fetch',
      crossorigin: 'anonymous',
    });
    // The remote that renders the page comes first: its manifest, as remotes.json names it.
    expect(readHead((await page('/games')).body).preloads.map((preload) => preload.href)).toEqual([
      '/mfe/games/mf-manifest.json',
      '/api/lightgun/platforms',
      '/api/lightgun/stats',
    ]);
  });

  it("still names a logged-in visitor's remote: it is the same for everyone", async () => {
    const response = await page('/games/', { accept: 'text/html', cookie: 'lgh_member=1' });
    expect(readHead(response.body).preloads.map((preload) => preload.href)).toEqual(['/mfe/games/mf-manifest.json']);
  });

  it('names nothing for a logged-in visitor, whose answers differ, and says the page varies with cookies', async () => {
    const response = await page(`/forum/thread/${thread.id}`, {
      accept: 'text/html',
      cookie: 'theme=dark; lgh_member=1',
    });
    expect(response.statusCode).toBe(200);
    expect(readHead(response.body).preloads.filter((preload) => preload.as === 'fetch')).toEqual([]);
    expect(response.headers.vary).toMatch(/cookie/i);
  });

  it('names nothing on a page that is not there', async () => {
    const response = await page('/forum/thread/999999');
    expect(response.statusCode).toBe(404);
    expect(readHead(response.body).preloads).toEqual([]);
  });
});

describe('escaping', () => {
  it('writes a hostile title and description as text, never as markup', async () => {
    const response = await page(`/video/${hostileVideo.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).not.toContain('<img src=x');
    const head = readHead(response.body);
    expect(head.titles).toEqual(['</title><script>alert(1)</script> · Lightgun Hub']);
    expect(head.one('og:title')).toBe('</title><script>alert(1)</script> · Lightgun Hub');
    // Plain text, shown as written: the head escapes it.
    expect(head.one('description')).toBe('"><img src=x onerror=alert(2)> & more');
    expect(head.jsonLd[0]).toMatchObject({ name: '</title><script>alert(1)</script>' });
    // Only the shell's own script runs: the title opened none, in the head or the body.
    expect(head.bodyScripts).toBe(0);
    expect(response.body.match(/<script\b(?![^>]*type="application\/(ld\+)?json")[^>]*>/g)).toEqual([
      '<script defer src="/main.abc123.js">',
    ]);
  });
});

describe('GET /api/pages/<address> (the renderer behind a static host)', () => {
  it('renders the same page as the address itself, status included', async () => {
    const direct = await page(`/games/${game.id}?ref=chat`);
    const proxied = await page(`/api/pages/games/${game.id}?ref=chat`, {});
    expect(proxied.statusCode).toBe(200);
    expect(proxied.body).toBe(direct.body);
    expect((await page('/api/pages/video/999999')).statusCode).toBe(404);
    expect(readHead((await page('/api/pages/')).body).titles).toEqual(['Lightgun Hub']);
    expect(readHead((await page('/api/pages')).body).titles).toEqual(['Lightgun Hub']);
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/docs-json' })).json<{ paths: Record<string, unknown> }>();
    expect(
      Object.keys(doc.paths).filter(
        (route) => route.includes('pages') || route.includes('sitemap') || route.includes('robots'),
      ),
    ).toEqual([]);
  });

  it('keeps /api and /mfe addresses as JSON 404s there too', async () => {
    const response = await page('/api/pages/api/videos');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });
});

const updatedAt = async (table: string, id: number) =>
  (
    (await t.dataSource.query(`SELECT updated_at FROM ${table} WHERE id = $1`, [id])) as Array<{ updated_at: Date }>
  )[0].updated_at.toISOString();

describe('GET /robots.txt', () => {
  it('disallows the admin, debug, account and posting pages and the API, and names the sitemap', async () => {
    const response = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    const disallowed = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    expect(disallowed.sort()).toEqual(
      [
        '/admin',
        '/debug-admin',
        '/login',
        '/working-login',
        '/test-login',
        '/old-login',
        '/register',
        '/old-register',
        '/working-register',
        '/reset-password',
        '/account',
        '/notifications',
        '/unsubscribe',
        '/forum/auth',
        '/forum/login',
        '/forum/register',
        '/videos/create',
        '/news/create',
        '/api/',
      ].sort(),
    );
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the sections and every public page with its lastmod, absolute and escaped', async () => {
    const response = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = urlSet(response.body);
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    expect(byLoc.size).toBe(entries.length);

    for (const path of ['/', '/videos', '/news', '/games', '/forum', '/about', '/donate'])
      expect(byLoc.has(`${site}${path}`), path).toBe(true);
    expect(byLoc.get(`${site}/videos`)?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

    expect(byLoc.get(`${site}/video/${video.id}`)?.lastmod).toBe(w3c(video.updated_at));
    expect(byLoc.get(`${site}/news/${article.id}`)?.lastmod).toBe(w3c(article.updated_at));
    expect(byLoc.get(`${site}/games/${game.id}`)?.lastmod).toBe(w3c(await updatedAt('games', game.id)));
    // A list page is as new as the newest thing it lists.
    expect(byLoc.get(`${site}/games/platform/Sega%20Saturn`)?.lastmod).toBe(w3c(await updatedAt('games', game.id)));
    expect(byLoc.get(`${site}/forum/category/${category.id}`)?.lastmod).toBe(w3c(thread.updated_at));
    expect(byLoc.get(`${site}/forum/thread/${thread.id}`)?.lastmod).toBe(w3c(thread.updated_at));
    expect(response.body).toContain('/games/platform/Tom%20%26%20Jerry&apos;s%20%3CGun%3E</loc>');

    expect(byLoc.has(`${site}/video/${pendingVideo.id}`)).toBe(false);
    expect(byLoc.has(`${site}/news/${pendingArticle.id}`)).toBe(false);
    // Only public pages: nothing private, nothing outside the site.
    for (const entry of entries) {
      expect(entry.loc.startsWith(`${site}/`)).toBe(true);
      expect(entry.loc).not.toMatch(/\/(admin|login|register|api)\b/);
    }
    const seededPlatforms = (await t.request({ method: 'GET', url: '/api/lightgun/platforms' })).json<Platform[]>()
      .length;
    expect(entries.filter((entry) => entry.loc.includes('/games/platform/'))).toHaveLength(seededPlatforms);
  });

  it('has no numbered files while everything fits in one', async () => {
    for (const url of ['/sitemaps/1.xml', '/sitemaps/0.xml', '/sitemaps/abc', '/sitemaps/1.txt']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ status: 404 });
    }
  });

  it('becomes an index of numbered files past the limit, together listing every address once', async () => {
    const sitemaps = t.app.get(SitemapService);
    const all = urlSet(await sitemaps.sitemap()).map((entry) => entry.loc);
    const limit = 37;
    const index = sitemapIndex(await sitemaps.sitemap(limit));
    expect(index.map((file) => file.loc)).toEqual(
      Array.from({ length: Math.ceil(all.length / limit) }, (_, i) => `${site}/sitemaps/${i + 1}.xml`),
    );
    const listed: string[] = [];
    for (let number = 1; number <= index.length; number += 1) {
      const file = urlSet((await sitemaps.sitemapFile(number, limit)) ?? '');
      expect(file.length).toBeLessThanOrEqual(limit);
      // Each file's date in the index is its newest page's.
      const newest = file
        .map((entry) => entry.lastmod ?? '')
        .sort()
        .at(-1);
      expect(index[number - 1].lastmod).toBe(newest);
      listed.push(...file.map((entry) => entry.loc));
    }
    expect(listed).toEqual(all);
    expect(await sitemaps.sitemapFile(index.length + 1, limit)).toBeNull();
    expect(await sitemaps.sitemapFile(0, limit)).toBeNull();
  });
});
