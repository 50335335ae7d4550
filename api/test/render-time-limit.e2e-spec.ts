import type { NewsArticleDetail } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { renderTimeLimitMs } from '../src/markdown/render-time-limit.js';
import { bearer, createAppWithAccounts } from './support/accounts.js';
import { issues } from './support/forum.js';

// No shape we know keeps the parser busy for a second: a small RENDER_TIME_LIMIT_MS stands in for one that would.
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('a text that takes too long to render', () => {
  it('is refused at the time limit while the API goes on answering, and the next text renders', async () => {
    const { t: app, admin: owner } = await createAppWithAccounts({ RENDER_TIME_LIMIT_MS: '50' });
    try {
      const slow = '![a'.repeat(33_000);
      const probes: number[] = [];
      let rendering = true;
      const probing = (async () => {
        while (rendering) {
          probes.push((await timed(() => app.request({ method: 'GET', url: '/api/health' }))).ms);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      const payload = { title: 'Slow', description: 'Slow', content: slow };
      const { value: response, ms } = await timed(() =>
        app.request({ method: 'POST', url: '/api/news', headers: bearer(owner), payload }),
      );
      rendering = false;
      await probing;
      expect(response.statusCode, response.body).toBe(400);
      expect(issues(response)).toEqual([
        { loc: ['body', 'content'], msg: 'This text takes too long to format: simplify its formatting' },
      ]);
      expect(ms).toBeGreaterThanOrEqual(renderTimeLimitMs(slow, 50) - 5);
      expect(Math.max(...probes)).toBeLessThan(100);
      const next = await app.request({
        method: 'POST',
        url: '/api/news',
        headers: bearer(owner),
        payload: { ...payload, content: 'After the *slow* one' },
      });
      expect(next.json<NewsArticleDetail>().content_html).toBe('<p>After the <em>slow</em> one</p>');
    } finally {
      await app.close();
    }
  });
});
