import type { NewsArticle, NewsArticleDetail } from '@site/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSeed } from '../src/seed/seed.js';
import { bearer, login, newAccount, register } from './support/accounts.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let admin: string;
let member: string;
let memberName: string;
let otherMember: string;

const required = 'Title, excerpt, and content are required';
const categories = ['General', 'game-releases', 'hardware-reviews', 'indie-spotlight', 'industry-news', 'community'];
const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'A news article',
  description: 'The excerpt',
  content: '# Hello\n\nBody text.',
  ...overrides,
});

async function createArticle(token: string, overrides: Record<string, unknown> = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/api/news',
    headers: bearer(token),
    payload: body(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<NewsArticle>();
}

const list = async (token?: string) =>
  (await t.request({ method: 'GET', url: '/api/news/', headers: token ? bearer(token) : {} })).json<NewsArticle[]>();
const getStatus = async (id: number, token?: string) =>
  (await t.request({ method: 'GET', url: `/api/news/${id}`, headers: token ? bearer(token) : {} })).statusCode;
const issues = (response: { json: <T>() => T }) =>
  response.json<{ detail: Array<{ loc: string[]; msg: string }> }>().detail;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_PASSWORD: 'admin-pass-123', SITE_URL: 'https://lightgun.example' });
  await runSeed(t.dataSource, t.config, () => {});
  admin = (await login(t, 'admin', 'admin-pass-123')).access_token;
  const account = newAccount();
  memberName = account.display_name;
  member = (await register(t, account)).access_token;
  otherMember = (await register(t)).access_token;
});
afterAll(() => t.close());

describe('GET /api/news', () => {
  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM news');
  });

  it('lists newest first by creation, then by publication date', async () => {
    const first = await createArticle(admin, { title: 'First' });
    await createArticle(admin, { title: 'Second' });
    await createArticle(admin, { title: 'Third' });
    expect((await list()).map((a) => a.title)).toEqual(['Third', 'Second', 'First']);

    // Two articles created at the same moment: the later publication comes first.
    const twin = await createArticle(admin, { title: 'Twin' });
    await t.dataSource.query(
      `UPDATE news SET created_at = '2030-01-01T00:00:00Z', published_at = '2024-01-01T00:00:00Z' WHERE id = $1`,
      [first.id],
    );
    await t.dataSource.query(
      `UPDATE news SET created_at = '2030-01-01T00:00:00Z', published_at = '2024-06-01T00:00:00Z' WHERE id = $1`,
      [twin.id],
    );
    expect((await list()).map((a) => a.title)).toEqual(['Twin', 'First', 'Third', 'Second']);
  });

  it('shows pending articles to admins only, not even to their author', async () => {
    await createArticle(admin, { title: 'Published one' });
    await createArticle(member, { title: 'Community submission' });
    expect((await list()).map((a) => a.title)).toEqual(['Published one']);
    expect((await list(member)).map((a) => a.title)).toEqual(['Published one']);
    expect((await list(admin)).map((a) => [a.title, a.status, a.published])).toEqual([
      ['Community submission', 'pending', false],
      ['Published one', 'published', true],
    ]);
  });

  it('treats an invalid token as anonymous', async () => {
    await createArticle(member);
    expect(await list('not-a-token')).toEqual([]);
  });
});

describe('POST /api/news', () => {
  it('needs a login', async () => {
    const response = await t.request({ method: 'POST', url: '/api/news', payload: body() });
    expect(response.statusCode).toBe(401);
  });

  it("answers 201 with the article in the contract's shape", async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/news',
      headers: bearer(admin),
      payload: body({
        category: 'community',
        image: 'https://img.example/a.png',
        link_url: 'https://example.org/story',
        readTime: '3 min',
        tags: ['CRT'],
      }),
    });
    expect(response.statusCode).toBe(201);
    const article = response.json<NewsArticleDetail>();
    expect(Object.keys(article).sort()).toEqual(
      [
        'author',
        'category',
        'content',
        'content_excerpt',
        'content_html',
        'created_at',
        'description',
        'excerpt',
        'id',
        'image',
        'is_demo',
        'link_url',
        'published',
        'publishedAt',
        'readTime',
        'status',
        'tags',
        'title',
        'updated_at',
      ].sort(),
    );
    expect(article).toMatchObject({
      title: 'A news article',
      description: 'The excerpt',
      excerpt: 'The excerpt',
      content: '# Hello\n\nBody text.',
      content_excerpt: 'Hello. Body text.',
      content_html: '<h2>Hello</h2>\n<p>Body text.</p>',
      category: 'community',
      image: 'https://img.example/a.png',
      link_url: 'https://example.org/story',
      readTime: '3 min',
      published: true,
      status: 'published',
      author: 'Admin',
      tags: ['CRT'],
      publishedAt: expect.any(String),
    });
    expect(new Date(article.created_at).getTime()).not.toBeNaN();
  });

  it.each([{}, { published: true }, { status: 'published' }, { published: true, status: 'published' }])(
    "stores a member's article as pending whatever it sends: %j",
    async (extra) => {
      const article = await createArticle(member, extra);
      expect(article).toMatchObject({ status: 'pending', published: false, publishedAt: null, author: memberName });
    },
  );

  it.each([
    [{}, 'published'],
    [{ published: true }, 'published'],
    [{ published: false }, 'pending'],
    [{ status: 'pending' }, 'pending'],
    [{ status: 'published' }, 'published'],
    [{ published: false, status: 'published' }, 'published'],
    [{ published: true, status: 'pending' }, 'published'],
    [{ published: false, status: 'pending' }, 'pending'],
  ])("honours an admin's %j -> %s", async (extra, status) => {
    const article = await createArticle(admin, extra);
    expect(article.status).toBe(status);
    expect(article.published).toBe(status === 'published');
    expect(article.publishedAt === null).toBe(status === 'pending');
  });

  it('applies the defaults', async () => {
    const bare = await createArticle(admin);
    expect(bare).toMatchObject({ category: 'General', readTime: '5 min', image: '', link_url: '', tags: [] });
    const blank = await createArticle(admin, { category: '  ', readTime: ' ', image: '', link_url: '' });
    expect(blank).toMatchObject({ category: 'General', readTime: '5 min', image: '', link_url: '' });
  });

  it('takes the excerpt from `excerpt` when description is absent or blank, and keeps the content as sent', async () => {
    const content = '  indented code\n\n- item\n';
    const fromExcerpt = await createArticle(admin, { description: undefined, excerpt: '  From excerpt ', content });
    expect(fromExcerpt).toMatchObject({ description: 'From excerpt', excerpt: 'From excerpt', content });
    expect((await createArticle(admin, { description: '', excerpt: 'Fallback' })).description).toBe('Fallback');
    expect((await createArticle(admin, { description: 'Wins', excerpt: 'Ignored' })).excerpt).toBe('Wins');
  });

  it('normalises tags: trimmed, no empty ones, no duplicates whatever their case', async () => {
    const article = await createArticle(admin, { tags: [' GunCon ', 'guncon', '', '   ', 'Sinden', 'SINDEN', 'CRT'] });
    expect(article.tags).toEqual(['GunCon', 'Sinden', 'CRT']);
  });

  it.each([
    [{ title: undefined }, 'title', required],
    [{ title: '   ' }, 'title', required],
    [{ description: undefined }, 'description', required],
    [{ description: '  ' }, 'description', required],
    [{ description: undefined, excerpt: ' ' }, 'excerpt', required],
    [{ content: undefined }, 'content', required],
    [{ content: ' \n ' }, 'content', required],
    [{ title: 'x'.repeat(301) }, 'title', 'title must be shorter than or equal to 300 characters'],
    [{ category: 'fps' }, 'category', `Category must be one of ${categories.join(', ')}`],
    [{ image: 'javascript:alert(1)' }, 'image', 'Image must be an http(s) URL'],
    [{ image: 'ftp://files.example/a.png' }, 'image', 'Image must be an http(s) URL'],
    [{ link_url: 'javascript:alert(1)' }, 'link_url', 'Link must be an http(s) URL'],
    [
      { tags: Array.from({ length: 31 }, (_, i) => `tag ${i}`) },
      'tags',
      'tags must be a list of at most 30 texts of at most 40 characters',
    ],
    [{ tags: [5] }, 'tags', 'tags must be a list of at most 30 texts of at most 40 characters'],
    [{ published: 'yes' }, 'published', 'published must be a boolean value'],
  ])('validates %j', async (overrides, field, message) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/news',
      headers: bearer(admin),
      payload: body(overrides),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ status: number }>().status).toBe(422);
    expect(issues(response)).toContainEqual({ loc: ['body', field], msg: message });
  });

  it('reports every missing required field at once', async () => {
    const response = await t.request({ method: 'POST', url: '/api/news', headers: bearer(member), payload: {} });
    expect(response.statusCode).toBe(422);
    expect(issues(response)).toEqual([
      { loc: ['body', 'title'], msg: required },
      { loc: ['body', 'description'], msg: required },
      { loc: ['body', 'content'], msg: required },
    ]);
  });

  it('rejects unknown fields', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/news',
      headers: bearer(admin),
      payload: body({ author: 'Someone else' }),
    });
    expect(response.statusCode).toBe(422);
    expect(issues(response)).toContainEqual({ loc: ['body', 'author'], msg: 'property author should not exist' });
  });
});

describe('single articles', () => {
  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await t.request({ method: 'GET', url: '/api/news/999999' })).json()).toEqual({
      detail: 'News article not found',
      status: 404,
    });
    for (const id of ['abc', '1.5', '-1', '0', '99999999999']) {
      const response = await t.request({ method: 'GET', url: `/api/news/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
    }
  });

  it('carries the body rendered from Markdown, raw HTML dropped', async () => {
    // The tags are dropped; the words between them stay as text, as they would without the tags.
    const article = await createArticle(admin, {
      content: '# Hello\n\nSee [the site](https://example.org) <script>alert(1)</script>',
    });
    const read = (await t.request({ method: 'GET', url: `/api/news/${article.id}` })).json<NewsArticleDetail>();
    expect(read.content_html).toBe(
      '<h2>Hello</h2>\n<p>See <a href="https://example.org" target="_blank" rel="noopener noreferrer">the site</a> alert(1)</p>',
    );
  });

  it('shows a pending article to its author and admins only', async () => {
    const pending = await createArticle(member, { title: 'My pending news' });
    expect(await getStatus(pending.id)).toBe(404);
    expect(await getStatus(pending.id, otherMember)).toBe(404);
    expect(await getStatus(pending.id, member)).toBe(200);
    expect(await getStatus(pending.id, admin)).toBe(200);
    const published = await createArticle(admin);
    expect(await getStatus(published.id)).toBe(200);
  });

  it('lets only admins edit, approve, reject and delete', async () => {
    const article = await createArticle(member);
    const routes = [
      { method: 'PUT' as const, url: `/api/news/${article.id}`, payload: body({ title: 'Edited' }) },
      { method: 'PATCH' as const, url: `/api/news/${article.id}/approve` },
      { method: 'DELETE' as const, url: `/api/news/${article.id}/reject` },
      { method: 'DELETE' as const, url: `/api/news/${article.id}` },
    ];
    for (const route of routes) {
      expect((await t.request(route)).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      expect(
        (await t.request({ ...route, headers: bearer(member) })).statusCode,
        `${route.method} ${route.url} author`,
      ).toBe(403);
      expect(
        (await t.request({ ...route, headers: bearer(otherMember) })).statusCode,
        `${route.method} ${route.url} member`,
      ).toBe(403);
      const unknown = { ...route, url: route.url.replace(String(article.id), '999999'), headers: bearer(admin) };
      expect((await t.request(unknown)).json(), `${route.method} ${unknown.url} admin`).toEqual({
        detail: 'News article not found',
        status: 404,
      });
      expect(
        (await t.request({ ...route, url: route.url.replace(String(article.id), 'abc'), headers: bearer(admin) }))
          .statusCode,
      ).toBe(400);
    }
    expect(await getStatus(article.id, admin)).toBe(200);
  });

  it('edits an article (admin): fields sent replace, fields left out stay', async () => {
    const article = await createArticle(admin, {
      category: 'community',
      tags: ['Keep'],
      image: 'https://img.example/a.png',
    });
    const response = await t.request({
      method: 'PUT',
      url: `/api/news/${article.id}`,
      headers: bearer(admin),
      payload: { title: 'Edited', excerpt: 'New excerpt', content: 'New body', readTime: '7 min' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<NewsArticle>()).toMatchObject({
      id: article.id,
      title: 'Edited',
      description: 'New excerpt',
      content: 'New body',
      readTime: '7 min',
      category: 'community',
      tags: ['Keep'],
      image: 'https://img.example/a.png',
      status: 'published',
      author: 'Admin',
    });
    const blanked = await t.request({
      method: 'PUT',
      url: `/api/news/${article.id}`,
      headers: bearer(admin),
      payload: body({ category: '', image: '', tags: [' a ', 'A'] }),
    });
    expect(blanked.json<NewsArticle>()).toMatchObject({ category: 'General', image: '', tags: ['a'] });
  });

  it('validates an edit like a new article', async () => {
    const article = await createArticle(admin);
    const response = await t.request({
      method: 'PUT',
      url: `/api/news/${article.id}`,
      headers: bearer(admin),
      payload: body({ content: '' }),
    });
    expect(response.statusCode).toBe(422);
    expect(issues(response)).toContainEqual({ loc: ['body', 'content'], msg: required });
  });

  it('unpublishes and republishes through an edit, keeping the first publication date', async () => {
    const article = await createArticle(admin);
    const hidden = (
      await t.request({
        method: 'PUT',
        url: `/api/news/${article.id}`,
        headers: bearer(admin),
        payload: body({ published: false }),
      })
    ).json<NewsArticle>();
    expect(hidden).toMatchObject({ status: 'pending', published: false, publishedAt: article.publishedAt });
    expect(await getStatus(article.id)).toBe(404);
    const approved = (
      await t.request({ method: 'PATCH', url: `/api/news/${article.id}/approve`, headers: bearer(admin) })
    ).json<NewsArticle>();
    expect(approved).toMatchObject({ status: 'published', published: true, publishedAt: article.publishedAt });
  });

  it('approves a pending article into the public list', async () => {
    const pending = await createArticle(member, { title: 'To approve' });
    const response = await t.request({
      method: 'PATCH',
      url: `/api/news/${pending.id}/approve`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<NewsArticle>()).toMatchObject({
      id: pending.id,
      status: 'published',
      published: true,
      publishedAt: expect.any(String),
      author: memberName,
    });
    expect(await getStatus(pending.id)).toBe(200);
    expect((await list()).map((a) => a.id)).toContain(pending.id);
  });

  it('rejects (denies, keeping it for its author) a pending article, and answers 409 for a published one', async () => {
    const pending = await createArticle(member);
    const response = await t.request({
      method: 'DELETE',
      url: `/api/news/${pending.id}/reject`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Post denied' });
    expect(await getStatus(pending.id)).toBe(404);
    expect(await getStatus(pending.id, otherMember)).toBe(404);
    expect(await getStatus(pending.id, member)).toBe(200);
    const published = await createArticle(admin);
    const conflict = await t.request({
      method: 'DELETE',
      url: `/api/news/${published.id}/reject`,
      headers: bearer(admin),
    });
    expect(conflict.json()).toEqual({
      detail: 'Only pending articles can be rejected; delete a published one instead',
      status: 409,
    });
    expect(await getStatus(published.id)).toBe(200);
  });

  it('deletes an article (admin) and answers 404 the second time', async () => {
    const article = await createArticle(admin);
    const response = await t.request({ method: 'DELETE', url: `/api/news/${article.id}`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'News article deleted successfully' });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/news/${article.id}`, headers: bearer(admin) })).statusCode,
    ).toBe(404);
  });

  it('keeps the article and its author name when the poster account is deleted', async () => {
    const account = await register(t);
    const article = await createArticle(account.access_token);
    await t.dataSource.query('DELETE FROM users WHERE lower(username) = lower($1)', [account.username]);
    const [row] = await t.dataSource.query<Array<{ submitted_by: number | null; author: string }>>(
      'SELECT submitted_by, author FROM news WHERE id = $1',
      [article.id],
    );
    expect(row).toEqual({ submitted_by: null, author: account.display_name });
  });
});

describe('GET /api/news/rss.xml', () => {
  const scriptTitle = 'Tips <script>alert(1)</script> & tricks';
  const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'item' });

  interface RssItem {
    title: string;
    link: string;
    guid: { '#text': string; '@_isPermaLink': string };
    pubDate: string;
    description: string;
    category: string;
  }

  beforeAll(async () => {
    await t.dataSource.query('DELETE FROM news');
    for (let i = 1; i <= 22; i += 1) await createArticle(admin, { title: `Published ${i}`, category: 'industry-news' });
    await createArticle(admin, { title: 'Hidden by an admin', published: false });
    await createArticle(member, { title: 'Pending submission' });
    await createArticle(admin, {
      title: scriptTitle,
      description: `Quotes "double" & 'single'`,
      category: 'community',
    });
  });

  it('is RSS 2.0 with the 20 newest published articles, served as application/rss+xml', async () => {
    const response = await t.request({ method: 'GET', url: '/api/news/rss.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const { rss } = parser.parse(response.body) as {
      rss: { '@_version': string; channel: { title: string; link: string; description: string; item: RssItem[] } };
    };
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel).toMatchObject({
      title: 'Lightgun Hub News',
      link: 'https://lightgun.example/news',
      description: expect.any(String),
    });
    const items = rss.channel.item;
    expect(items).toHaveLength(20);
    expect(items.map((item) => item.title)).toEqual([
      scriptTitle,
      ...Array.from({ length: 19 }, (_, i) => `Published ${22 - i}`),
    ]);
    expect(items.map((item) => item.title)).not.toContain('Pending submission');
    expect(items.map((item) => item.title)).not.toContain('Hidden by an admin');
  });

  it('links, dates and categorises each item, and escapes every text', async () => {
    const response = await t.request({ method: 'GET', url: '/api/news/rss.xml' });
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('Tips &lt;script&gt;alert(1)&lt;/script&gt; &amp; tricks');
    const [first] = (parser.parse(response.body) as { rss: { channel: { item: RssItem[] } } }).rss.channel.item;
    const [article] = (await list()).filter((a) => a.title === scriptTitle);
    const url = `https://lightgun.example/news/${article.id}`;
    expect(first).toEqual({
      title: scriptTitle,
      link: url,
      guid: { '#text': url, '@_isPermaLink': 'true' },
      pubDate: new Date(article.publishedAt ?? '').toUTCString(),
      description: `Quotes "double" & 'single'`,
      category: 'community',
    });
    expect(first.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });

  it('is public, and an admin token adds no pending article', async () => {
    const response = await t.request({ method: 'GET', url: '/api/news/rss.xml', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Pending submission');
  });
});

describe('OpenAPI', () => {
  it('lists the news routes', async () => {
    const paths = Object.keys(
      (await t.request({ method: 'GET', url: '/api/docs-json' })).json<{ paths: object }>().paths,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/news',
        '/api/news/rss.xml',
        '/api/news/{id}',
        '/api/news/{id}/approve',
        '/api/news/{id}/reject',
      ]),
    );
  });
});

describe('the news seed', () => {
  it("adds 'Welcome!' once, the oldest, with published news in the five categories", async () => {
    const other = await createTestApp();
    try {
      await runSeed(other.dataSource, other.config, () => {});
      await runSeed(other.dataSource, other.config, () => {});
      const rows = await other.dataSource.query<
        Array<{ title: string; category: string; status: string; author: string }>
      >('SELECT title, category, status, author FROM news ORDER BY published_at');
      expect(rows.filter((row) => row.title === 'Welcome!')).toEqual([
        { title: 'Welcome!', category: 'community', status: 'published', author: 'Lightgun Hub' },
      ]);
      expect(rows[0].title).toBe('Welcome!');
      expect(rows.length).toBeGreaterThanOrEqual(7);
      expect(rows.every((row) => row.status === 'published' && row.author === 'Lightgun Hub')).toBe(true);
      expect([...new Set(rows.map((row) => row.category))].sort()).toEqual([
        'community',
        'game-releases',
        'hardware-reviews',
        'indie-spotlight',
        'industry-news',
      ]);
      const listed = (await other.request({ method: 'GET', url: '/api/news' })).json<NewsArticle[]>();
      expect(listed.at(-1)?.title).toBe('Welcome!');
      expect(listed.map((a) => a.publishedAt)).toEqual([...listed.map((a) => a.publishedAt)].sort().reverse());
    } finally {
      await other.close();
    }
  });
});
