import path from 'node:path';
import { signInPage } from '../support/accounts.js';
import { adminCredentials, previewHostPort } from '../support/constants.js';
import { expectAccessible, expect, test } from '../support/fixtures.js';
import { startStaticHost } from '../support/static-host.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

// @own-server: the candidate's host must be one the server trusts (PREVIEW_ORIGINS in playwright.config.ts).
test(
  'an admin previews a candidate games build in the live site; a parallel visitor keeps the published one',
  { tag: ['@admin', '@games', '@composition', '@own-server'] },
  async ({ page, request, browser }) => {
    // The candidate: the games remote as its team would put it on a staging host.
    const candidateHost = await startStaticHost(path.join(repoRoot, 'mfe-games/dist'), previewHostPort);
    const visitorContext = await browser.newContext();
    try {
      await signInPage(page, request, adminCredentials);
      await page.goto('/admin/dashboard');
      await page.getByRole('link', { name: /^Preview a candidate/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Preview a candidate' })).toBeVisible();
      await expectAccessible(page);

      // A host the site does not trust is refused with the server's reason.
      await page.getByLabel('Area').selectOption('games');
      await page.getByLabel('Candidate manifest').fill('https://untrusted.example/mf-manifest.json');
      await page.getByRole('button', { name: 'Create preview' }).click();
      await expect(page.getByText(/A preview loads code only from this site/)).toBeVisible();

      await page.getByLabel('Candidate manifest').fill(`${candidateHost.url}/mf-manifest.json`);
      await page.getByRole('button', { name: 'Create preview' }).press('Enter');
      const open = page.getByRole('link', { name: 'Open the preview in this browser' });
      await expect(open).toBeVisible();
      await open.click();

      // This browser session now runs the candidate, says so, and keeps it across pages.
      const banner = page.getByRole('complementary', { name: 'Preview' });
      await expect(banner).toContainText(`the games area runs the candidate ${candidateHost.url}/mf-manifest.json`);
      expect(new URL(page.url()).search).toBe('');
      await page.goto('/games', { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: 'Light Gun Games' })).toBeVisible();
      await expect(banner).toBeVisible();
      expect(candidateHost.requests).toContain('/mf-manifest.json');
      expect(candidateHost.requests.some((url) => url.startsWith('/remoteEntry.'))).toBe(true);
      await expectAccessible(page);

      // Another visitor at the same moment gets the published games build and no banner.
      const servedBefore = candidateHost.requests.length;
      const visitor = await visitorContext.newPage();
      await visitor.goto('/games', { waitUntil: 'domcontentloaded' });
      await expect(visitor.getByRole('heading', { level: 1, name: 'Light Gun Games' })).toBeVisible();
      await expect(visitor.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
      expect(candidateHost.requests.length).toBe(servedBefore);

      // Leaving ends it for this browser too: the published build again.
      await banner.getByRole('link', { name: 'Leave preview' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Light Gun Games' })).toBeVisible();
      await expect(banner).toHaveCount(0);
      const servedAtLeave = candidateHost.requests.length;
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('heading', { level: 1, name: 'Light Gun Games' })).toBeVisible();
      expect(candidateHost.requests.length).toBe(servedAtLeave);
    } finally {
      await visitorContext.close();
      await page.goto('about:blank');
      await candidateHost.close();
    }
  },
);
