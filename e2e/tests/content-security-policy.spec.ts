import { e2eBaseUrl } from '../support/constants.js';
import { expect, test } from '../support/fixtures.js';

// The site's own icon under another origin over plain http: it would load if the policy let it.
const site = new URL(e2eBaseUrl);
const httpImage = `http://127.0.0.1:${site.port || (site.protocol === 'https:' ? 443 : 80)}/favicon.svg`;

test.describe('the pages under their Content-Security-Policy', () => {
  test(
    'every area loads with no violation, and the policy is on the page',
    { tag: ['@composition', '@shell', '@videos', '@news', '@games', '@forum'] },
    async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      for (const [path, heading] of [
        ['/videos', /video/i],
        ['/news', /news/i],
        ['/games', /games|light ?gun/i],
        ['/forum', /forum/i],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      }
      // The automatic fixture fails the test if anything above was refused.
    },
  );

  test.describe('what it stops', () => {
    test.use({ allowCspViolations: true });

    test(
      'an injected inline script does not run, a plain-http image does not load, an injected style attribute does not apply',
      { tag: ['@composition', '@shell'] },
      async ({ page, cspViolations }) => {
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const outcome = await page.evaluate(async (imageUrl) => {
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true;';
          document.body.append(script);
          const image = document.createElement('img');
          const loaded = new Promise<boolean>((resolve) => {
            image.onload = () => resolve(true);
            image.onerror = () => resolve(false);
          });
          image.src = imageUrl;
          document.body.append(image);
          // Markup's own style attribute, as injected HTML would carry it.
          const holder = document.createElement('div');
          holder.innerHTML = '<p style="color: rgb(1, 2, 3)">styled</p>';
          document.body.append(holder);
          const styled = getComputedStyle(holder.firstElementChild as Element).color === 'rgb(1, 2, 3)';
          return {
            ran: (window as unknown as { __injected?: boolean }).__injected === true,
            loaded: await loaded,
            styled,
          };
        }, httpImage);
        expect(outcome).toEqual({ ran: false, loaded: false, styled: false });
        // The browser reported both refusals, as it would any other a suite provokes.
        await expect
          .poll(() => cspViolations)
          .toEqual(
            expect.arrayContaining([
              'script-src-elem: inline on /',
              `img-src: ${httpImage} on /`,
              'style-src-attr: inline on /',
            ]),
          );
      },
    );
  });
});
