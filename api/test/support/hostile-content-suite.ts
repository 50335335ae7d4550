import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppWithAccounts } from './accounts.js';
import { auth } from './forum.js';
import { hostileContentRun, type Call, type MemberTextField, type RouteDriver } from './hostile-content-run.js';
import type { TestApp } from './test-app.js';

export type BootedApp = Awaited<ReturnType<typeof createAppWithAccounts>>;

/** Site files for the page routes: a shell index.html in a temporary SITE_ROOT. */
function fakeSiteRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lightgun-hostile-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(
    path.join(root, 'shell/dist/index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lightgun Hub</title></head><body><div id="root"></div></body></html>',
  );
  return root;
}

/** An untimed setup request (the item an edit changes): its answer, or an error when it is not a success. */
export async function setUp<T>(t: TestApp, call: Call): Promise<T> {
  const response = await t.request({
    method: call.method ?? 'POST',
    url: call.url,
    headers: auth(call.token),
    ...(call.payload ? { payload: call.payload } : {}),
  });
  if (response.statusCode < 200 || response.statusCode > 299)
    throw new Error(`${call.method ?? 'POST'} ${call.url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/**
 * One spec file of the corpus: boots the app (pages served from a stand-in shell), lets `setup`
 * make what the drivers need, then one test per field, and prints the figures line at the end.
 */
export function describeHostileContent(
  area: string,
  fields: readonly MemberTextField[],
  setup: (booted: BootedApp) => Promise<Record<string, RouteDriver>>,
) {
  let booted: BootedApp | undefined;
  let drivers: Record<string, RouteDriver> = {};
  let run: ReturnType<typeof hostileContentRun> | undefined;

  beforeAll(async () => {
    booted = await createAppWithAccounts({ SITE_ROOT: fakeSiteRoot() });
    drivers = await setup(booted);
    run = hostileContentRun(booted.t, area);
  });
  afterAll(async () => {
    if (run) console.log(await run.finish());
    await booted?.t.close();
  });

  describe(`the hostile corpus in the ${area}`, () => {
    it.for(fields)(
      '$route $field: no 5xx, a refusal or a stored item, all within the bounds',
      { timeout: 600_000 },
      async (field) => {
        const driver = drivers[field.route];
        if (!driver || !run) throw new Error(`No driver for ${field.route}`);
        expect(await run.field(field, driver)).toEqual([]);
      },
    );
  });
}
