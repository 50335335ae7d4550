#!/usr/bin/env node
// Issue 29's three reproductions against the production site: a reply of 5,000 nested quotes, a
// 50,000-character reply of `*a` (quadratic emphasis) and one of `_a` (quadratic for PostgreSQL's
// text-search parser). For each: the write's status and time, the thread's reads (API and page)
// after it, and the longest a probe of /api/health waited meanwhile. Starts the built site on its
// own port and data folder, or measures the site at BENCH_URL. Asserts nothing.
import { randomBytes } from 'node:crypto';
import { startSite } from './serve-site.mjs';

const site = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startSite(8193, { FORUM_POST_RATE_LIMIT_PER_MINUTE: '1000' });

async function call(method, path, { token, body } = {}) {
  const started = performance.now();
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, ms: Math.round(performance.now() - started), json: () => JSON.parse(text) };
}

/** Runs `work` while /api/health is asked every 20 ms; answers its result and the longest wait. */
async function probed(work) {
  let running = true;
  let worst = 0;
  const probe = (async () => {
    while (running) {
      worst = Math.max(worst, (await call('GET', '/api/health')).ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { result: await work(), worstHealthMs: worst };
  } finally {
    running = false;
    await probe;
  }
}

const reproductions = [
  { name: 'reply of 5,000 nested quotes', content: `${'>'.repeat(5000)} text` },
  { name: 'reply of 50,000 chars of `*a`', content: '*a'.repeat(25_000) },
  { name: 'reply of 50,000 chars of `_a`', content: '_a'.repeat(25_000) },
];

try {
  const name = `bench${randomBytes(4).toString('hex')}`;
  const password = `Correct horse ${randomBytes(6).toString('hex')} battery`;
  const registered = await call('POST', '/api/auth/register', {
    body: { username: name, email: `${name}@example.com`, password, display_name: name },
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const member = registered.json().access_token;
  const [category] = (await call('GET', '/api/forum/categories')).json();
  const rows = [];
  for (const { name: reproduction, content } of reproductions) {
    const thread = (
      await call('POST', `/api/forum/categories/${category.id}/threads`, {
        token: member,
        body: { title: reproduction, content: 'Hello' },
      })
    ).json();
    const { result, worstHealthMs } = await probed(async () => {
      const write = await call('POST', `/api/forum/threads/${thread.id}/posts`, { token: member, body: { content } });
      const apiRead = await call('GET', `/api/forum/threads/${thread.id}`);
      const pageRead = await call('GET', `/forum/thread/${thread.id}`);
      return { write, apiRead, pageRead };
    });
    rows.push({
      reproduction,
      write: `${result.write.status} in ${result.write.ms} ms`,
      'API read': `${result.apiRead.status} in ${result.apiRead.ms} ms`,
      'page read': `${result.pageRead.status} in ${result.pageRead.ms} ms`,
      'worst /api/health': `${worstHealthMs} ms`,
    });
  }
  console.table(rows);
} finally {
  await site.stop();
}
