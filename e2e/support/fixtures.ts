import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { CreatedData, CreatedDataSink, removeCreated } from './created-data.js';

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Colours are checked as they end up: a button still fading in would fail contrast mid-way
  // (endless animations, such as a spinner, never end and are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** sessionStorage key the shell reads at start to skip its intro (shell/src/features/intro/intro-session.ts). */
export const introSeenKey = 'lightgun:intro-seen';

/** The test's API requests, with what their 201 answers created recorded for the clean-up. */
function recording(request: APIRequestContext, sink: CreatedDataSink): APIRequestContext {
  return new Proxy(request, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property !== 'post' && property !== 'put' && property !== 'fetch') return value.bind(target);
      return async (url: string, options?: { method?: string }) => {
        const response = await (value as (url: string, options?: object) => ReturnType<APIRequestContext['post']>).call(
          target,
          url,
          options,
        );
        const method = property === 'fetch' ? (options?.method ?? 'GET').toUpperCase() : property.toUpperCase();
        sink.current.record(method, response.url(), response.status(), () => response.json());
        return response;
      };
    },
  });
}

/**
 * Fails the test on any uncaught page error. Pages start with the intro already seen, so suites
 * land on the page they open; `test.use({ skipIntro: false })` meets the intro like a new visitor.
 */
export const test = base.extend<
  {
    pageErrors: string[];
    skipIntro: boolean;
    cspViolations: string[];
    allowCspViolations: boolean;
    deleteCreatedData: void;
  },
  { createdData: CreatedDataSink }
>({
  skipIntro: [true, { option: true }],
  allowCspViolations: [false, { option: true }],
  // Whatever a test creates through its page or its API requests is deleted by an admin afterwards,
  // so the suite can run against a deployment (E2E_BASE_URL) and leave its database as it was.
  // What a beforeAll hook makes for its file goes when the worker ends.
  createdData: [
    async ({ playwright }, use, workerInfo) => {
      const sink = new CreatedDataSink();
      await use(sink);
      const refused = await removeCreated(playwright, workerInfo.project.use.baseURL, sink.worker);
      if (refused.length) throw new Error(`Data the tests' hooks created could not be deleted:\n${refused.join('\n')}`);
    },
    { scope: 'worker' },
  ],
  // Auto fixtures are set up before a test's own (and never for a beforeAll hook), so this one is
  // torn down last: after the test's pages and requests are done.
  deleteCreatedData: [
    async ({ createdData, playwright }, use, testInfo) => {
      createdData.test = new CreatedData();
      await use();
      const created = createdData.test;
      createdData.test = undefined;
      const refused = await removeCreated(playwright, testInfo.project.use.baseURL, created);
      expect(refused, 'data the test created that could not be deleted').toEqual([]);
    },
    { auto: true },
  ],
  request: async ({ request, createdData }, use) => {
    await use(recording(request, createdData));
  },
  context: async ({ context, skipIntro, createdData }, use) => {
    context.on('response', (response) =>
      createdData.current.record(response.request().method(), response.url(), response.status(), () => response.json()),
    );
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
          const report = (window as unknown as { __reportCspViolation: (violation: string) => void })
            .__reportCspViolation;
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
