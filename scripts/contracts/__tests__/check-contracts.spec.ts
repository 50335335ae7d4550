import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The command itself on the repository's front ends, against an API that broke its contract:
// the visitor stats moved from GET to POST and every other route is gone.
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contract-check-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run check-contracts', () => {
  it('fails, one line per problem, when the API no longer has what a front end calls', () => {
    const openapi = path.join(dir, 'openapi.json');
    writeFileSync(
      openapi,
      JSON.stringify({
        paths: { '/api/visitors/stats': { post: { responses: { '200': {} } } } },
        components: { schemas: {} },
      }),
    );
    const result = spawnSync('node', [path.join(import.meta.dirname, '../check-contracts.mjs'), '--openapi', openapi], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /^shell shell\/src\/\S+\.tsx?:\d+ GET \/api\/visitors\/stats: the route has no GET \(it offers POST\)$/m,
    );
    expect(result.stdout).toMatch(
      /^mfe-forum mfe-forum\/src\/\S+\.tsx?:\d+ GET \/api\/forum\/threads\/\{threadId\}: no such route in the API$/m,
    );
    expect(result.stdout).toMatch(/^Contract check: \d+ problem\(s\) in \d+ calls$/m);
  }, 60_000);
});
