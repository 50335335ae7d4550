import type { ForumThread, ForumThreadListResponse, NewsArticle, NewsArticleDetail } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTimeLimitMs } from '../src/markdown/render-time-limit.js';
import { bearer, createAppWithAccounts } from './support/accounts.js';
import { bootForum, forumApi, issues, type ForumApi } from './support/forum.js';
import type { TestApp } from './support/test-app.js';

// Member text is rendered once, when written, within bounds (api/SECURITY.md, "Content cost").
let t: TestApp;
let f: ForumApi;
let admin: string;
let member: string;
let categoryId: number;

const deepQuotes = `${'>'.repeat(5000)} text`;

beforeAll(async () => {
  const booted = await bootForum();
  ({ t, f, admin, member } = booted);
  categoryId = (await f.createCategory(admin, { name: 'Content cost' })).id;
});
afterAll(() => t?.close());

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const count = async (table: string) =>
  Number((await t.dataSource.query<Array<{ count: string }>>(`SELECT count(*) FROM ${table}`))[0].count);

describe('nesting past the bound', () => {
  it('refuses a reply of 5,000 nested quotes with a 400 naming the field and the limit, and stores nothing', async () => {
    const thread = await f.createThread(member, categoryId);
    const posts = await count('forum_posts');
    const response = await f.request('POST', `/api/forum/threads/${thread.id}/posts`, member, { content: deepQuotes });
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toEqual([{ loc: ['body', 'content'], msg: 'Quotes and lists may nest at most 20 deep' }]);
    expect(await count('forum_posts')).toBe(posts);
    const read = await f.thread(thread.id);
    expect(read.reply_count).toBe(0);
  });

  it('refuses the same in a thread, an edit, a news article and a compatibility report, each unchanged', async () => {
    const threads = await count('forum_threads');
    const opened = await f.request('POST', `/api/forum/categories/${categoryId}/threads`, member, {
      title: 'Deep',
      content: deepQuotes,
    });
    expect(opened.statusCode).toBe(400);
    expect(await count('forum_threads')).toBe(threads);

    const thread = await f.createThread(member, categoryId);
    const reply = await f.reply(member, thread.id, 'Kept as it is');
    const edit = await f.request('PATCH', `/api/forum/posts/${reply.id}`, member, { content: deepQuotes });
    expect(edit.statusCode).toBe(400);
    expect((await f.thread(thread.id)).posts[0]).toMatchObject({
      content: 'Kept as it is',
      content_html: '<p>Kept as it is</p>',
      edited: false,
    });

    const news = await count('news');
    const article = await t.request({
      method: 'POST',
      url: '/api/news',
      headers: bearer(member),
      payload: { title: 'Deep', description: 'x', content: deepQuotes },
    });
    expect(article.statusCode).toBe(400);
    expect(issues(article)[0]).toMatchObject({ loc: ['body', 'content'] });
    expect(await count('news')).toBe(news);

    const reports = await count('compatibility_reports');
    const options = (await t.request({ method: 'GET', url: '/api/lightgun/setup-options' })).json<
      Record<'guns' | 'displays' | 'play_modes', Array<{ id: number }>>
    >();
    const report = await t.request({
      method: 'PUT',
      url: '/api/lightgun/games/1/reports',
      headers: bearer(member),
      payload: {
        gun_id: options.guns[0].id,
        display_id: options.displays[0].id,
        play_mode_id: options.play_modes[0].id,
        rating: 'playable',
        recoil_works: true,
        offscreen_reload_works: true,
        two_players_work: true,
        notes: `${'>'.repeat(4_000)} text`,
      },
    });
    expect(report.statusCode, report.body).toBe(400);
    expect(issues(report)).toEqual([{ loc: ['body', 'notes'], msg: 'Quotes and lists may nest at most 20 deep' }]);
    expect(await count('compatibility_reports')).toBe(reports);
  });
});

describe('a text that takes too long to render', () => {
  it('takes the shapes that made the earlier parser quadratic in linear time', async () => {
    const thread = await f.createThread(member, categoryId);
    for (const content of ['*a'.repeat(25_000), '**a'.repeat(16_000), '[a]('.repeat(12_500), '_a'.repeat(25_000)]) {
      const { value: response, ms } = await timed(() =>
        f.request('POST', `/api/forum/threads/${thread.id}/posts`, member, { content }),
      );
      expect(response.statusCode, content.slice(0, 8)).toBe(201);
      expect(ms, content.slice(0, 8)).toBeLessThan(renderTimeLimitMs(content));
    }
  });
});

describe('rendered once, when written', () => {
  it('serves the HTML stored at write time: reads never parse the Markdown again', async () => {
    const thread = await f.createThread(member, categoryId, { content: 'Opening **bold**' });
    const reply = await f.reply(member, thread.id, 'Reply _slanted_');
    // What a read would show if it rendered the source again.
    await t.dataSource.query(`UPDATE forum_threads SET content = '# Changed' WHERE id = $1`, [thread.id]);
    await t.dataSource.query(`UPDATE forum_posts SET content = '# Changed' WHERE id = $1`, [reply.id]);
    const read = await f.thread(thread.id);
    expect(read.content_html).toBe('<p>Opening <strong>bold</strong></p>');
    expect(read.posts[0].content_html).toBe('<p>Reply <em>slanted</em></p>');
  });

  it('renders an edit again, and keeps its excerpt for lists', async () => {
    const thread = await f.createThread(member, categoryId);
    const reply = await f.reply(member, thread.id, 'Before');
    const edited = await f.editPost(member, reply.id, '## After\n\nwith [a link](https://example.com)');
    expect(edited.content_html).toBe(
      '<h3>After</h3>\n<p>with <a href="https://example.com" target="_blank" rel="noopener noreferrer">a link</a></p>',
    );
    const profile = (await t.request({ method: 'GET', url: `/api/users/${edited.author.username}/replies` })).json<{
      replies: Array<{ id: number; excerpt: string }>;
    }>();
    expect(profile.replies.find((listed) => listed.id === reply.id)?.excerpt).toBe('After. with a link');
  });
});

describe('lists and cards', () => {
  it('carry a bounded excerpt, never the whole text', async () => {
    const category = await f.createCategory(admin, { name: 'Long threads' });
    const long = `Intro **words**. ${'lorem ipsum dolor '.repeat(2_700)}`.slice(0, 50_000);
    for (let index = 0; index < 2; index += 1) await f.createThread(member, category.id, { content: long });
    const response = await f.request('GET', `/api/forum/categories/${category.id}/threads`);
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(10_000);
    const { threads } = response.json<ForumThreadListResponse>();
    for (const thread of threads) {
      expect(thread).not.toHaveProperty('content');
      expect(thread.excerpt.startsWith('Intro words. lorem ipsum')).toBe(true);
      expect(thread.excerpt.length).toBeLessThanOrEqual(300);
    }
    const detail = (await f.request('GET', `/api/forum/threads/${threads[0].id}`)).json<ForumThread>();
    expect(detail.content).toBe(long);
  });

  it('show a news body as a plain-text excerpt instead of the Markdown, the whole text only on the article', async () => {
    const payload = {
      title: 'Recoil',
      description: 'Recoil profiles are here',
      content: `Adds **per-game recoil profiles**.\n\n${'More. '.repeat(10_000)}`,
    };
    const response = await t.request({ method: 'POST', url: '/api/news', headers: bearer(admin), payload });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<NewsArticleDetail>();
    const listed = (await t.request({ method: 'GET', url: '/api/news?limit=50' }))
      .json<NewsArticle[]>()
      .find((article) => article.id === created.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('content');
    expect(listed?.content_excerpt.startsWith('Adds per-game recoil profiles. More.')).toBe(true);
    expect(listed?.content_excerpt.length).toBeLessThanOrEqual(300);
    const detail = (await t.request({ method: 'GET', url: `/api/news/${created.id}` })).json<NewsArticleDetail>();
    expect(detail.content).toBe(payload.content);
    expect(detail.content_html.startsWith('<p>Adds <strong>per-game recoil profiles</strong>.</p>')).toBe(true);
  });

  it("give an article posted with its body as its description the body's plain excerpt (the post dialog does)", async () => {
    const body = 'The update adds **per-game recoil profiles**.';
    const response = await t.request({
      method: 'POST',
      url: '/api/news',
      headers: bearer(member),
      payload: { title: 'Recoil', description: body, content: body },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<NewsArticleDetail>()).toMatchObject({
      description: 'The update adds per-game recoil profiles.',
      content: body,
    });
  });
});

describe('search indexing', () => {
  it('indexes a 50,000-character run of `_a` in linear time, and still finds the words of a normal text', async () => {
    const thread = await f.createThread(member, categoryId, { title: 'Indexing' });
    const response = await f.request('POST', `/api/forum/threads/${thread.id}/posts`, member, {
      content: '_a'.repeat(25_000),
    });
    expect(response.statusCode).toBe(201);
    // PostgreSQL's parser takes 15 s over this text as it is; over the bounded text, milliseconds.
    const vector = await timed(() =>
      t.dataSource.query(`SELECT to_tsvector('english', bounded_search_text(content)) FROM forum_posts WHERE id = $1`, [
        response.json<{ id: number }>().id,
      ]),
    );
    expect(vector.ms).toBeLessThan(500);
    await f.reply(member, thread.id, 'The GunCon-2 needs a CRT... really_long_snake_case_words too');
    const found = (await f.request('GET', '/api/forum/search?q=guncon')).json<{
      posts: Array<{ thread_id: number }>;
    }>();
    expect(found.posts.map((post) => post.thread_id)).toContain(thread.id);
  });
});

describe('the posting budget', () => {
  it('is spent by edits as by new replies and news', async () => {
    // The other tests' app has no budget to speak of; this one allows three a minute.
    const { t: app, member: writer } = await createAppWithAccounts({ FORUM_POST_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const api = forumApi(app);
      const category = (
        await app.dataSource.query<Array<{ id: number }>>(`SELECT id FROM forum_categories ORDER BY id LIMIT 1`)
      )[0].id;
      const thread = await api.createThread(writer, category);
      const reply = await api.reply(writer, thread.id, 'one');
      expect((await api.request('PATCH', `/api/forum/posts/${reply.id}`, writer, { content: 'two' })).statusCode).toBe(
        200,
      );
      const refused = await api.request('PATCH', `/api/forum/posts/${reply.id}`, writer, { content: 'three' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ detail: string }>().detail).toMatch(/posts and edits a minute/);
      const news = await app.request({
        method: 'POST',
        url: '/api/news',
        headers: bearer(writer),
        payload: { title: 'N', description: 'd', content: 'c' },
      });
      expect(news.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
