import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** sessionStorage key the shell reads at start to skip its intro (shell/src/features/intro/intro-session.ts). */
export const introSeenKey = 'lightgun:intro-seen';

/**
 * Fails the test on any uncaught page error. Pages start with the intro already seen, so suites
 * land on the page they open; `test.use({ skipIntro: false })` meets the intro like a new visitor.
 */
export const test = base.extend<{ pageErrors: string[]; skipIntro: boolean; cspViolations: string[]; allowCspViolations: boolean }>({
  skipIntro: [true, { option: true }],
  allowCspViolations: [false, { option: true }],
  context: async ({ context, skipIntro }, use) => {
    if (skipIntro) {
      await context.addInitScript((key) => {
        try {
          window.sessionStorage.setItem(key, '1');
        } catch {
          // about:blank and opaque origins have no sessionStorage
        }
      }, introSeenKey);
    }
    await use(context);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
  // Every suite runs under the pages' Content-Security-Policy: anything it refuses fails the test
  // (Chromium reports each refusal on the console), unless a test means to provoke one.
  cspViolations: [
    async ({ page, allowCspViolations }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      if (!allowCspViolations) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
