import { expect, test } from '../support/fixtures.js';

test.describe('the pages under their Content-Security-Policy', () => {
  test('every area loads with no violation, and the policy is on the page', async ({ page }) => {
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
  });

  test.describe('what it stops', () => {
    test.use({ allowCspViolations: true });

    test('an injected inline script does not run, a plain-http image does not load', async ({ page, cspViolations }) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const outcome = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
        const image = document.createElement('img');
        const loaded = new Promise<boolean>((resolve) => {
          image.onload = () => resolve(true);
          image.onerror = () => resolve(false);
        });
        image.src = 'http://127.0.0.1:9/tracker.png';
        document.body.append(image);
        return { ran: (window as unknown as { __injected?: boolean }).__injected === true, loaded: await loaded };
      });
      expect(outcome).toEqual({ ran: false, loaded: false });
      await expect.poll(() => cspViolations.join('\n')).toMatch(/script/i);
      expect(cspViolations.join('\n')).toMatch(/img-src|image/i);
    });
  });
});
