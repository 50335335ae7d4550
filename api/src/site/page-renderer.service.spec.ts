import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config.js';
import type { PageContentService } from './page-content.service.js';
import type { PreviewTokens } from './preview/preview-tokens.service.js';
import { PageRenderer } from './page-renderer.service.js';
import type { ShellFiles, ShellSource } from './shell-source.js';

const indexHtml = '<!doctype html><html><head><title>Lightgun Hub</title></head><body><div id="root"></div></body></html>';

/** A shell whose remotes.json moves the games remote between two reads, as a deploy can. */
function shellMovingGames(): ShellSource {
  const hosts = ['http://games-old.example', 'http://games-new.example'];
  let reads = 0;
  return {
    origin: 'test',
    read: (): Promise<ShellFiles> => {
      const host = hosts[Math.min(reads++, hosts.length - 1)];
      return Promise.resolve({ indexHtml, remotesJson: JSON.stringify({ games: `${host}/mf-manifest.json` }) });
    },
  };
}

const gamesPage = { path: '/games', title: 'Games', description: 'The light gun game catalogue.' };
const content = { load: () => Promise.resolve({ kind: 'static', page: gamesPage }) } as unknown as PageContentService;

describe('PageRenderer', () => {
  it('gives a page the policy of the very remotes it inlines, however often the shell changes', async () => {
    const config = loadConfig({});
    const renderer = new PageRenderer(config, content, shellMovingGames(), {} as PreviewTokens); // no preview here
    const first = await renderer.render('/games');
    const second = await renderer.render('/games');
    expect(first?.html).toContain('games-old.example');
    expect(first?.contentSecurityPolicy).toContain('http://games-old.example');
    expect(second?.html).toContain('games-new.example');
    expect(second?.contentSecurityPolicy).toContain('http://games-new.example');
    expect(second?.contentSecurityPolicy).not.toContain('games-old.example');
  });
});
