import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { cleanupAdminToken, CreatedData } from './created-data.js';

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Colours are checked as they end up: a button still fading in would fail contrast mid-way
  // (endless animations, such as a spinner, never end and are not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
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
/** The test's API requests, with what their 201 answers created recorded for the clean-up. */
function recording(request: APIRequestContext, created: CreatedData): APIRequestContext {
  return new Proxy(request, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property !== 'post' && property !== 'put' && property !== 'fetch') return value.bind(target);
      return async (url: string, options?: { method?: string }) => {
        const response = await (value as (url: string, options?: object) => ReturnType<APIRequestContext['post']>).call(target, url, options);
        const method = property === 'fetch' ? (options?.method ?? 'GET').toUpperCase() : property.toUpperCase();
        created.record(method, response.url(), response.status(), () => response.json());
        return response;
      };
    },
  });
}

export const test = base.extend<{
  pageErrors: string[];
  skipIntro: boolean;
  cspViolations: string[];
  allowCspViolations: boolean;
  createdData: CreatedData;
}>({
  skipIntro: [true, { option: true }],
  allowCspViolations: [false, { option: true }],
  // Whatever a test creates through its page or its API requests is deleted by an admin afterwards,
  // so the suite can run against a deployment (E2E_BASE_URL) and leave its database as it was.
  createdData: async ({ playwright }, use) => {
    const created = new CreatedData();
    await use(created);
    const cleanup = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const refused = await created.remove(cleanup, (renew) => cleanupAdminToken(cleanup, renew));
      expect(refused, 'data the test created that could not be deleted').toEqual([]);
    } finally {
      await cleanup.dispose();
    }
  },
  request: async ({ request, createdData }, use) => {
    await use(recording(request, createdData));
  },
  context: async ({ context, skipIntro, createdData }, use) => {
    context.on('response', (response) => createdData.record(response.request().method(), response.url(), response.status(), () => response.json()));
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
  // Every suite runs under the pages' Content-Security-Policy: each refusal the browser reports to a
  // page of the test's context fails the test, unless the test means to provoke one. Only top
  // documents report: a refused frame is reported there, and an embedded player's own policy is not ours.
  cspViolations: [
    async ({ context, allowCspViolations }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, violation: string) => violations.push(violation));
      await context.addInitScript(() => {
        if (window.top !== window) return;
        document.addEventListener('securitypolicyviolation', (event) => {
          if (event.disposition !== 'enforce') return;
          const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation;
          void report(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} on ${document.location.pathname}`);
        });
      });
      await use(violations);
      if (!allowCspViolations) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
