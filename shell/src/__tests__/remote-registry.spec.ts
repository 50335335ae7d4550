import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { apiError, recordRequests, server } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), preloadRemote: vi.fn() }));

// Registration happens once per page load: every test gets a fresh copy of the module.
const freshRegistry = () => import('../remotes/remote-registry.js');

function inlineRemotes(text: string) {
  const element = Object.assign(document.createElement('script'), { type: 'application/json', id: 'remotes-config' });
  element.textContent = text;
  document.body.append(element);
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  document.getElementById('remotes-config')?.remove();
  vi.mocked(registerRemotes).mockClear();
  vi.mocked(preloadRemote).mockReset();
  vi.restoreAllMocks();
});

describe('registering the remotes', () => {
  it('takes the remotes.json the page server inlined, without a request, once per page load', async () => {
    inlineRemotes('{"forum":"/mfe/forum/mf-manifest.json"}');
    const requests = recordRequests();
    const { registerRemotesFromConfig } = await freshRegistry();
    await Promise.all([registerRemotesFromConfig(), registerRemotesFromConfig()]);
    expect(registerRemotes).toHaveBeenCalledExactlyOnceWith([{ name: 'forum', entry: '/mfe/forum/mf-manifest.json' }]);
    expect(requests).toEqual([]);
  });

  it('fetches /remotes.json when nothing usable is inlined', async () => {
    inlineRemotes('not json');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('/remotes.json', () => HttpResponse.json({ games: 'https://games.example.com/mf-manifest.json' })),
    );
    await (await freshRegistry()).registerRemotesFromConfig();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'games', entry: 'https://games.example.com/mf-manifest.json' },
    ]);
  });

  it.each([
    ['malformed', () => HttpResponse.json(['/mfe/games/mf-manifest.json'])],
    ['missing', () => apiError(404)],
  ])('registers nothing and logs when the configuration is %s', async (_case, answer) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/remotes.json', answer));
    await (await freshRegistry()).registerRemotesFromConfig();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledOnce();
  });
});

describe("preloading the current page's remote", () => {
  it('asks the runtime for the remote and the expose that render the address', async () => {
    inlineRemotes('{"news":"/mfe/news/mf-manifest.json"}');
    await (await freshRegistry()).preloadRemoteFor('/videos/create');
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'news', exposes: ['./create-post'], resourceCategory: 'sync', share: false },
    ]);
  });

  it("does nothing on the shell's own pages", async () => {
    await (await freshRegistry()).preloadRemoteFor('/about');
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it.each(['/admin/dashboard', '/admin/news/add', '/debug-admin'])(
    "leaves %s's remote to the sign-in check: a visitor is only sent to log in",
    async (pathname) => {
      inlineRemotes('{"admin":"/mfe/admin/mf-manifest.json","news":"/mfe/news/mf-manifest.json"}');
      await (await freshRegistry()).preloadRemoteFor(pathname);
      expect(preloadRemote).not.toHaveBeenCalled();
    },
  );

  it('only warns when the preload fails: the page loads the remote itself', async () => {
    inlineRemotes('{"forum":"/mfe/forum/mf-manifest.json"}');
    vi.mocked(preloadRemote).mockRejectedValue(new Error('manifest 404'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect((await freshRegistry()).preloadRemoteFor('/forum')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
