import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { CookMemberText1795900000000 } from '../src/database/migrations/1795900000000-cook-member-text.js';
import { migrations } from '../src/database/migrations/index.js';
import { createTestDatabase } from './support/test-app.js';

// The migration that moved Markdown rendering to write time renders what a site already holds.
let database: DataSource;

const stored = {
  thread: '# Welcome\n\nSay **hello** and [read the rules](https://example.com/rules).',
  reply: 'I use a *GunCon 2* on a CRT.',
  hostileReply: `${'>'.repeat(5000)} everyone sees this thread break`,
  news: '## New guns\n\nThe **Sinden** and <script>alert(1)</script> the GUN4IR.',
};

beforeAll(async () => {
  const url = await createTestDatabase({ empty: true });
  const before = migrations.indexOf(CookMemberText1795900000000);
  const earlier = await new DataSource({
    ...dataSourceOptions(url),
    migrations: migrations.slice(0, before),
  }).initialize();
  await earlier.runMigrations();
  const [{ id: categoryId }] = await earlier.query<Array<{ id: number }>>(
    `INSERT INTO forum_categories (name, description) VALUES ('General', 'Talk') RETURNING id`,
  );
  const [{ id: threadId }] = await earlier.query<Array<{ id: number }>>(
    `INSERT INTO forum_threads (category_id, title, content) VALUES ($1, 'Welcome', $2) RETURNING id`,
    [categoryId, stored.thread],
  );
  await earlier.query(`INSERT INTO forum_posts (thread_id, content) VALUES ($1, $2), ($1, $3)`, [
    threadId,
    stored.reply,
    stored.hostileReply,
  ]);
  await earlier.query(
    `INSERT INTO news (title, description, content, status) VALUES ('Guns', '', $1, 'published'), ('Dialog', $2, $2, 'published')`,
    [stored.news, stored.thread],
  );
  await earlier.destroy();

  database = await new DataSource(dataSourceOptions(url)).initialize();
  await database.runMigrations();
}, 120_000);
afterAll(() => database?.destroy());

describe('CookMemberText1795900000000 on a database that holds content', () => {
  it("renders every thread's and reply's Markdown into stored HTML and a plain excerpt", async () => {
    const [thread] = await database.query<Array<{ content_html: string; excerpt: string }>>(
      `SELECT content_html, excerpt FROM forum_threads`,
    );
    expect(thread.content_html).toBe(
      '<h2>Welcome</h2>\n<p>Say <strong>hello</strong> and <a href="https://example.com/rules" target="_blank" rel="noopener noreferrer">read the rules</a>.</p>',
    );
    expect(thread.excerpt).toBe('Welcome. Say hello and read the rules.');
    const replies = await database.query<Array<{ content: string; content_html: string; excerpt: string }>>(
      `SELECT content, content_html, excerpt FROM forum_posts ORDER BY id`,
    );
    expect(replies[0]).toMatchObject({
      content_html: '<p>I use a <em>GunCon 2</em> on a CRT.</p>',
      excerpt: 'I use a GunCon 2 on a CRT.',
    });
  });

  it('keeps a text stored before the bounds, shown as plain text instead of breaking its thread', async () => {
    const [, hostile] = await database.query<Array<{ content: string; content_html: string; excerpt: string }>>(
      `SELECT content, content_html, excerpt FROM forum_posts ORDER BY id`,
    );
    expect(hostile.content).toBe(stored.hostileReply);
    expect(hostile.content_html).toBe(`<p>${stored.hostileReply.replaceAll('>', '&gt;')}</p>`);
    expect(hostile.excerpt.length).toBeLessThanOrEqual(300);
  });

  it("renders a news article's body and its excerpt, raw HTML tags dropped", async () => {
    const [article] = await database.query<Array<{ content_html: string; content_excerpt: string }>>(
      `SELECT content_html, content_excerpt FROM news ORDER BY id`,
    );
    expect(article.content_html).toBe('<h3>New guns</h3>\n<p>The <strong>Sinden</strong> and alert(1) the GUN4IR.</p>');
    expect(article.content_excerpt).toBe('New guns. The Sinden and alert(1) the GUN4IR.');
  });

  it('gives an article whose description was its whole body the plain excerpt instead', async () => {
    const [, dialogPosted] = await database.query<Array<{ description: string; content: string }>>(
      `SELECT description, content FROM news ORDER BY id`,
    );
    expect(dialogPosted).toEqual({ description: 'Welcome. Say hello and read the rules.', content: stored.thread });
  });

  it('indexes the forum and the videos over bounded text', async () => {
    const found = await database.query<Array<{ id: number }>>(
      `SELECT id FROM forum_posts WHERE search @@ to_tsquery('english', 'guncon')`,
    );
    expect(found).toHaveLength(1);
    const columns = await database.query<Array<{ table_name: string; generation_expression: string }>>(
      `SELECT table_name, generation_expression FROM information_schema.columns WHERE column_name = 'search' ORDER BY table_name`,
    );
    expect(columns.map((column) => column.table_name)).toEqual(['forum_posts', 'forum_threads', 'videos']);
    for (const column of columns) expect(column.generation_expression).toContain('bounded_search_text');
  });
});
