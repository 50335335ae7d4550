import { registerRemotes } from '@module-federation/enhanced/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlinedRemotesId, registerRemotesFromConfig } from '../remotes/remote-registry.js';
import { stubFetch } from './support/stub-fetch.js';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn() }));

function inlineRemotes(text: string) {
  const element = Object.assign(document.createElement('script'), { type: 'application/json', id: inlinedRemotesId });
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(inlinedRemotesId)?.remove();
  vi.mocked(registerRemotes).mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registering the remotes', () => {
  it('takes the remotes.json the page server inlined, without a request', async () => {
    inlineRemotes('{"forum":"/mfe/forum/mf-manifest.json"}');
    const fetchMock = stubFetch({});
    await registerRemotesFromConfig();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'forum', entry: '/mfe/forum/mf-manifest.json' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /remotes.json when nothing usable is inlined', async () => {
    inlineRemotes('not json');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ 'GET /remotes.json': () => ({ body: { games: 'https://games.example.com/mf-manifest.json' } }) });
    await registerRemotesFromConfig();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'games', entry: 'https://games.example.com/mf-manifest.json' }]);
  });

  it('registers nothing and logs when the configuration is missing or malformed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ 'GET /remotes.json': () => ({ body: ['/mfe/games/mf-manifest.json'] }) });
    await registerRemotesFromConfig();
    stubFetch({});
    await registerRemotesFromConfig();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
  });
});
