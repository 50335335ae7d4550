import { createInstance } from '@module-federation/enhanced/runtime';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerSharedVersionCheck, unmetSharedRequirements } from '../shared-requirements.js';

// The real federation runtime: a page whose shell loaded @site/ui 1.4.0, then remotes built for
// various ranges resolving it through the share scope, as a remote's entry does.
const singleton = (version: string, requiredVersion: string, strictVersion = true) => ({
  version,
  get: async () => () => ({ version }),
  shareConfig: { singleton: true, requiredVersion, strictVersion },
});

let page: ReturnType<typeof createInstance>;

beforeAll(async () => {
  registerSharedVersionCheck();
  const shared = { '@site/ui': singleton('1.4.0', '^1.0.0'), react: singleton('19.2.0', '^19.2.0', false) };
  page = createInstance({ name: 'test-shell', remotes: [], shareStrategy: 'loaded-first', shared });
  await Promise.all(Object.keys(shared).map((pkgName) => page.loadShare(pkgName)));
});

async function loadAsRemote(name: string, shared: Record<string, ReturnType<typeof singleton>>) {
  const remote = createInstance({ name, remotes: [], shareStrategy: 'loaded-first', shared });
  remote.initShareScopeMap('default', page.shareScopeMap.default);
  // Out of range, the runtime's own resolver throws for a strict singleton and warns for another.
  const quiet = [
    vi.spyOn(console, 'error').mockImplementation(() => {}),
    vi.spyOn(console, 'warn').mockImplementation(() => {}),
  ];
  for (const pkgName of Object.keys(shared)) await remote.loadShare(pkgName).catch(() => undefined);
  for (const spy of quiet) spy.mockRestore();
}

describe('the shared-version check (a federation runtime plugin)', () => {
  it("names the package, the remote's range and the page's version when a remote was built for another major", async () => {
    await loadAsRemote('test-games', { '@site/ui': singleton('2.0.0', '^2.0.0') });
    expect(unmetSharedRequirements('test-games')).toEqual(['@site/ui ^2.0.0 (this page has 1.4.0)']);
  });

  it('names a singleton the runtime only warns about (no strictVersion) and lets the remote have', async () => {
    await loadAsRemote('test-videos', {
      react: singleton('20.0.0', '^20.0.0', false),
      '@site/ui': singleton('1.4.0', '^1.4.0'),
    });
    expect(unmetSharedRequirements('test-videos')).toEqual(['react ^20.0.0 (this page has 19.2.0)']);
  });

  it('finds nothing for a remote built within the range the page meets, nor for a remote that never loaded', async () => {
    await loadAsRemote('test-news', { '@site/ui': singleton('1.2.0', '^1.0.0') });
    expect(unmetSharedRequirements('test-news')).toEqual([]);
    expect(unmetSharedRequirements('test-forum')).toEqual([]);
  });

  it('keeps each remote to its own findings', () => {
    expect(unmetSharedRequirements('test-games')).toHaveLength(1);
    expect(unmetSharedRequirements('test-shell')).toEqual([]);
  });
});
