import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config.js';
import type { PageContent } from './page-content.js';
import type { PageContentService } from './page-content.service.js';
import { PageRenderer } from './page-renderer.service.js';
import { pageRequest } from './page-request.js';
import type { PreviewTokens } from './preview/preview-tokens.service.js';
import type { RemotePreview } from './preview/remote-preview.js';
import type { ShellFiles, ShellSource } from './shell-source.js';

const indexHtml =
  '<!doctype html><html><head><title>Lightgun Hub</title></head><body><div id="root"></div></body></html>';
const config = loadConfig({ SITE_URL: 'https://lightgun.example', PREVIEW_ORIGINS: 'https://staging.example' });

/** A shell whose remotes.json moves the games remote between two reads, as a deploy can; it counts its reads. */
function shellMovingGames(): ShellSource & { reads: number } {
  const hosts = ['http://games-old.example', 'http://games-new.example'];
  return {
    origin: 'test',
    reads: 0,
    read(): Promise<ShellFiles> {
      const host = hosts[Math.min(this.reads++, hosts.length - 1)];
      return Promise.resolve({
        indexHtml,
        remotesJson: JSON.stringify({ games: `${host}/mf-manifest.json`, forum: '/mfe/forum/mf-manifest.json' }),
      });
    },
  };
}

const gamesPage = { path: '/games', title: 'Games', description: 'The light gun game catalogue.' };
const showing = (content: PageContent) => ({ load: () => Promise.resolve(content) }) as unknown as PageContentService;
const failing = { load: () => Promise.reject(new Error('database down')) } as unknown as PageContentService;

/** Preview tokens where 'good' names a candidate of the games area and anything else is refused. */
const tokens = (manifestUrl: string) =>
  ({
    read: (token: string): Promise<RemotePreview | null> =>
      Promise.resolve(token === 'good' ? { area: 'games', manifestUrl, expiresAt: 2_000_000_000 } : null),
  }) as unknown as PreviewTokens;

const render = (renderer: PageRenderer, url: string, cookie?: string) => renderer.render(pageRequest(url, cookie));

describe('PageRenderer', () => {
  it('gives a page the policy of the very remotes it inlines, however often the shell changes, reading the shell once a page', async () => {
    const shell = shellMovingGames();
    const renderer = new PageRenderer(config, showing({ kind: 'static', page: gamesPage }), shell, tokens(''));
    const first = await render(renderer, '/games');
    expect(shell.reads).toBe(1);
    const second = await render(renderer, '/games');
    expect(shell.reads).toBe(2);
    expect(first.html).toContain('games-old.example');
    expect(first.contentSecurityPolicy).toContain('http://games-old.example');
    expect(second.html).toContain('games-new.example');
    expect(second.contentSecurityPolicy).toContain('http://games-new.example');
    expect(second.contentSecurityPolicy).not.toContain('games-old.example');
  });

  it("names the page's remote manifest and its data for preloading, the data only to a visitor", async () => {
    const renderer = new PageRenderer(
      config,
      showing({ kind: 'static', page: gamesPage }),
      shellMovingGames(),
      tokens(''),
    );
    const visitor = await render(renderer, '/games');
    expect(visitor.status).toBe(200);
    expect(visitor.html).toContain('href="http://games-old.example/mf-manifest.json"');
    expect(visitor.html).toContain('href="/api/lightgun/platforms"');
    const member = await render(renderer, '/games', 'lgh_member=1');
    expect(member.html).toContain('href="http://games-new.example/mf-manifest.json"');
    expect(member.html).not.toContain('href="/api/lightgun/platforms"');
  });

  it('answers 404 with the remote manifest alone where there is nothing to show', async () => {
    const renderer = new PageRenderer(config, showing({ kind: 'not-found' }), shellMovingGames(), tokens(''));
    const page = await render(renderer, '/forum/thread/9');
    expect(page.status).toBe(404);
    expect(page.html).toContain('href="/mfe/forum/mf-manifest.json"');
    expect(page.html).not.toContain('/api/forum/threads/9');
  });

  it('swaps a trusted candidate in for the page, its policy and the banner, from the one choice', async () => {
    const renderer = new PageRenderer(
      config,
      showing({ kind: 'static', page: gamesPage }),
      shellMovingGames(),
      tokens('https://staging.example/games/mf-manifest.json'),
    );
    const page = await render(renderer, '/games', 'lgh_preview=good');
    expect(page.html).toContain('"games":"https://staging.example/games/mf-manifest.json"');
    expect(page.html).toContain('id="remote-preview"');
    expect(page.contentSecurityPolicy).toContain('https://staging.example');
    expect(page.contentSecurityPolicy).not.toContain('games-old.example');

    const refused = await render(renderer, '/games', 'lgh_preview=forged');
    expect(refused.html).not.toContain('staging.example');
    expect(refused.html).not.toContain('id="remote-preview"');
  });

  it('leaves out a candidate the site no longer trusts', async () => {
    const renderer = new PageRenderer(
      config,
      showing({ kind: 'static', page: gamesPage }),
      shellMovingGames(),
      tokens('https://evil.example/mf-manifest.json'),
    );
    const page = await render(renderer, '/games', 'lgh_preview=good');
    expect(page.html).not.toContain('evil.example');
    expect(page.contentSecurityPolicy).not.toContain('evil.example');
    expect(page.html).not.toContain('id="remote-preview"');
  });

  it('makes the page without its content when that cannot be read: 500, a generic head, the published remotes, nothing preloaded', async () => {
    const renderer = new PageRenderer(
      config,
      failing,
      shellMovingGames(),
      tokens('https://staging.example/games/mf-manifest.json'),
    );
    const page = await render(renderer, '/games', 'lgh_preview=good');
    expect(page.status).toBe(500);
    expect(page.failure).toBeInstanceOf(Error);
    expect(page.html).toContain('<title data-page-head>Lightgun Hub</title>');
    expect(page.html).toContain('id="remotes-config"');
    expect(page.html).not.toContain('rel="preload"');
    expect(page.html).not.toContain('staging.example');
    expect(page.contentSecurityPolicy).toContain('http://games-old.example');
  });

  it('throws when there is no shell to make pages from', async () => {
    const broken: ShellSource = { origin: 'test', read: () => Promise.reject(new Error('no index.html')) };
    await expect(
      render(new PageRenderer(config, showing({ kind: 'static', page: gamesPage }), broken, tokens('')), '/games'),
    ).rejects.toThrow('no index.html');
    await expect(
      render(new PageRenderer(config, showing({ kind: 'static', page: gamesPage }), null, tokens('')), '/games'),
    ).rejects.toThrow('No shell');
  });
});
