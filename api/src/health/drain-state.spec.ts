import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstValueFrom, interval, takeUntil, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { DrainState } from './drain-state.js';

describe('DrainState', () => {
  it('starts once, and a stream opened after the start ends at once', async () => {
    const drain = new DrainState();
    expect(drain.draining).toBe(false);
    const before = firstValueFrom(interval(5).pipe(takeUntil(drain.started$), toArray()));
    await new Promise((resolve) => setTimeout(resolve, 30));
    drain.beforeApplicationShutdown();
    drain.begin();
    expect(drain.draining).toBe(true);
    expect((await before).length).toBeGreaterThan(0);
    expect(await firstValueFrom(interval(5).pipe(takeUntil(drain.started$), toArray()))).toEqual([]);
  });

  it('is followed by every server-sent event stream of the API, so none holds a shutdown open', () => {
    const source = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'),
    );
    const streams = files.filter((file) => /@Sse\(/.test(readFileSync(path.join(source, file), 'utf8')));
    expect(streams.length).toBeGreaterThan(0);
    for (const file of streams)
      expect(readFileSync(path.join(source, file), 'utf8'), file).toMatch(/takeUntil\(this\.drain\.started\$\)/);
  });
});
