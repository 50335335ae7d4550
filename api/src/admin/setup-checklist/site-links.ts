import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config/app-config.js';
import type { ShellSource } from '../../site/index.js';
import type { SiteLinksState } from './setup-facts.js';

/** The shell's built-in links; absent where only the API is deployed (its image has no shell sources). */
export const shellDefaultsFile = path.join(repoRoot, 'shell/site.config.json');

type Links = Record<string, unknown>;

const isObject = (value: unknown): value is Links =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(text: string | undefined): Links | undefined {
  try {
    const value: unknown = text === undefined ? undefined : JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

// channelUrl -> SITE_CHANNEL_URL: the variable shell/scripts/site-config.mjs and docker-compose read for that key.
const envName = (key: string) => `SITE_${key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

/**
 * Which outside links of the deployed site-config.json are still the shell's defaults. Each deploy
 * writes that file from SITE_*: `npm start` fills a link it does not set with the default, the
 * docker-compose one leaves it empty (the shell then uses its built-in default).
 */
export function siteLinksState(served: Links | undefined, defaults: Links | undefined): SiteLinksState {
  const keys = Object.keys(defaults ?? served ?? {}).filter((key) => key.endsWith('Url'));
  if (keys.length === 0) return { known: false, reason: "The site's configuration could not be read." };
  const isDefault = (key: string) => {
    const value = served?.[key];
    return typeof value !== 'string' || value.trim() === '' || value.trim() === defaults?.[key];
  };
  return { known: true, total: keys.length, stillDefault: keys.filter(isDefault).map(envName) };
}

/** The links of the deployed shell, read as the page renderer reads them (SITE_ROOT or SHELL_URL). */
export async function readSiteLinks(
  shell: ShellSource | null,
  defaultsFile = shellDefaultsFile,
): Promise<SiteLinksState> {
  if (!shell)
    return {
      known: false,
      reason:
        "This API process serves no shell (neither SITE_ROOT nor SHELL_URL is set), so it cannot read the site's links.",
    };
  let served: string | undefined;
  try {
    served = (await shell.read()).siteConfigJson;
  } catch {
    return { known: false, reason: `The shell's site-config.json could not be read from ${shell.origin}.` };
  }
  const defaults = existsSync(defaultsFile) ? parse(readFileSync(defaultsFile, 'utf8')) : undefined;
  return siteLinksState(parse(served), defaults);
}
