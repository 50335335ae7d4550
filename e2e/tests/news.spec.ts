import { registerThroughApi, signInPage } from '../support/accounts.js';
import { adminCredentials, e2eBaseUrl } from '../support/constants.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';
import { newestNewsTitle } from '../support/site-data.js';

test(
  'a member submits news, the admin approves it, then a visitor reads it',
  { tag: ['@news', '@accounts'] },
  async ({ page, request, browser }) => {
    const account = await registerThroughApi(request);
    await signInPage(page, request, account);
    const title = `Light gun meetup ${Date.now()}`;

    await page.goto('/news');
    await page.getByRole('button', { name: 'Create News Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create News Post' });
    await dialog.getByLabel('Title *').fill(title);
    await dialog.getByLabel('Body text').fill('We meet on Saturday.\nBring your **GunCon**.\n\n# Where');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await expect(dialog.getByText('Submitted! It will appear after admin approval')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    const newest = await newestNewsTitle(request);
    const visitorContext = await browser.newContext({ baseURL: e2eBaseUrl });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/news');
    await expect(visitor.getByRole('heading', { name: newest })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0);

    await signInPage(page, request, adminCredentials);
    await page.goto('/news');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('PENDING')).toBeVisible();
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Post approved!').first()).toBeVisible();
    await expect(card.getByText('PENDING')).toHaveCount(0);

    await visitor.reload();
    await visitor.getByRole('searchbox', { name: 'Search news' }).fill(title.toUpperCase());
    await expect(visitor.getByRole('article')).toHaveCount(1);
    await visitor.getByRole('link', { name: `Read More: ${title}` }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText(`By ${account.display_name}`)).toBeVisible();
    await expect(visitor.locator('strong', { hasText: 'GunCon' })).toBeVisible();
    // The body's own '# ' heading sits below the article's title, the page's one h1.
    await expect(visitor.getByRole('heading', { level: 2, name: 'Where' })).toBeVisible();
    await expect(visitor.locator('h1')).toHaveCount(1);
    await expect(visitor.getByRole('link', { name: '← Back to News' })).toHaveCount(2);
    await expectAccessible(visitor);
    await visitorContext.close();
  },
);

test('search filters the list and says when nothing matches', { tag: ['@news'] }, async ({ page, request }) => {
  const newest = await newestNewsTitle(request);
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: newest })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search news' });
  await search.fill('welcome');
  await expect(page.getByRole('article')).toHaveCount(1);
  await search.fill('no article has this text');
  await expect(page.getByText('No articles found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
});

test('an unknown article says so', { tag: ['@news'] }, async ({ page }) => {
  await page.goto('/news/999999');
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await expectAccessible(page);
});

test('the create page keeps a draft across a reload', { tag: ['@news'] }, async ({ page }) => {
  await page.goto('/news/create');
  await page.getByLabel('Title *').fill('Draft about Point Blank');
  await page.getByLabel('Body (optional, Markdown)').fill('Some words');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel('Title *')).toHaveValue('Draft about Point Blank');
  await expect(page.getByLabel('Body (optional, Markdown)')).toHaveValue(
    /Some words\*\*\*\*|\*\*\*\*Some words|Some words/,
  );
  await expect(page.getByText('Draft restored.')).toBeVisible();
});

test(
  'posting from the create page sends the member back to the news after 2 s',
  { tag: ['@news'] },
  async ({ page, request }) => {
    const account = await registerThroughApi(request);
    await signInPage(page, request, account);
    await page.goto('/news/create');
    await page.getByLabel('Title *').fill(`From the create page ${Date.now()}`);
    await page.getByRole('button', { name: 'Post' }).click();
    await expect(page.getByText('Submitted! It will appear after admin approval')).toBeVisible();
    await expect(page).toHaveURL('/news', { timeout: 5000 });
    expect(await page.evaluate(() => localStorage.getItem('postDraft'))).toBeNull();
  },
);

test('/videos/create opens the same page with Videos chosen', { tag: ['@news', '@videos'] }, async ({ page }) => {
  await page.goto('/videos/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a post' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Videos' })).toBeChecked();
});

test(
  'the news page links its RSS feed, which lists published articles',
  { tag: ['@news'] },
  async ({ page, request }) => {
    await page.goto('/news');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/api/news/rss.xml',
    );
    const feed = await request.get('/api/news/rss.xml');
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    expect(await feed.text()).toContain(`<title>${await newestNewsTitle(request)}</title>`);
  },
);

test(
  'the admin writes an article on /admin/news/add and lands on the news',
  { tag: ['@news', '@admin'] },
  async ({ page, request }) => {
    await signInPage(page, request, adminCredentials);
    await page.goto('/admin/news/add');
    await expect(page.getByRole('switch', { name: 'Publish immediately' })).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Article' }).click();
    await expect(page.getByText('Title, excerpt, and content are required').first()).toBeVisible();

    const title = `GunCon 2 tips ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('Three tips for a steadier aim.');
    await page.getByLabel('Category').selectOption({ label: 'Hardware Reviews' });
    await page.getByLabel('Content').fill('1. Sit at the right distance.\n2. Calibrate.\n3. Relax your grip.');
    await page.getByRole('button', { name: 'Create Article' }).click();
    await expect(page).toHaveURL('/news');
    await expect(page.getByText('News article created successfully!').first()).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('heading', { name: title })).toBeVisible();
  },
);

test('a visitor is sent from /admin/news/add to the login page', { tag: ['@news', '@admin'] }, async ({ page }) => {
  await page.goto('/admin/news/add');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fnews%2Fadd$/);
});
