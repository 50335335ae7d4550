import defaults from '../../site.config.json';
import { readInlinedJson } from '../boot/inlined-json.js';

/** The element the page's server inlines site-config.json into. */
export const inlinedSiteConfigId = 'site-config';

/** The channel name and every outside link (Subscribe, About, Donate): shell/site.config.json + SITE_* env. */
export type SiteConfig = typeof defaults;
export type SiteConfigKey = keyof SiteConfig;

/** Built into the bundle: used until /site-config.json answers, and whenever it cannot. */
export const builtInSiteConfig: SiteConfig = defaults;

const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value);

/**
 * The served configuration over the built-in one, key by key. A missing, empty or non-http(s)
 * value keeps the built-in one, so a bad deploy can never put a `javascript:` link on the page.
 */
export function resolveSiteConfig(served: unknown): SiteConfig {
  const source = served && typeof served === 'object' ? (served as Record<string, unknown>) : {};
  const config = { ...builtInSiteConfig };
  for (const key of Object.keys(builtInSiteConfig) as SiteConfigKey[]) {
    const value = source[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    if (key.endsWith('Url') && !isHttpUrl(value.trim())) {
      console.warn(`site-config.json: ignoring ${key}, not an http(s) address`);
      continue;
    }
    config[key] = value.trim();
  }
  return config;
}

/** Read once at start (written at start or deploy time, like remotes.json): inlined in the page, else fetched. */
export async function loadSiteConfig(): Promise<SiteConfig> {
  const inlined = readInlinedJson(inlinedSiteConfigId);
  if (inlined !== undefined) return resolveSiteConfig(inlined);
  try {
    const response = await fetch('/site-config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`site-config.json answered ${response.status}`);
    return resolveSiteConfig(await response.json());
  } catch (error) {
    console.error('Could not load the site configuration; using the built-in one', error);
    return builtInSiteConfig;
  }
}
