// site-config.json: the channel name and every outside link of the site (Subscribe, About,
// Donate). Defaults live in shell/site.config.json; SITE_* env overrides them at start time.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const siteConfigFile = path.join(import.meta.dirname, '../site.config.json');

/** Each key of site.config.json and the env variable that overrides it. */
export const siteConfigEnv = {
  channelName: 'SITE_CHANNEL_NAME',
  channelUrl: 'SITE_CHANNEL_URL',
  donationUrl: 'SITE_DONATION_URL',
  facebookUrl: 'SITE_FACEBOOK_URL',
  twitterUrl: 'SITE_TWITTER_URL',
  instagramUrl: 'SITE_INSTAGRAM_URL',
  odyseeUrl: 'SITE_ODYSEE_URL',
  rumbleUrl: 'SITE_RUMBLE_URL',
  kofiUrl: 'SITE_KOFI_URL',
  paypalUrl: 'SITE_PAYPAL_URL',
  patreonUrl: 'SITE_PATREON_URL',
  buyMeACoffeeUrl: 'SITE_BUY_ME_A_COFFEE_URL',
};

const isHttpUrl = (value) => /^https?:\/\/[^\s]+$/i.test(value);

export function readSiteConfigDefaults(file = siteConfigFile) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The defaults with every non-empty SITE_* variable applied. A link that is not an http(s)
 * address is refused, so a typo fails the start instead of shipping a broken link.
 */
export function siteConfigFromEnv(defaults, env = process.env) {
  const config = { ...defaults };
  for (const [key, name] of Object.entries(siteConfigEnv)) {
    const value = env[name]?.trim();
    if (!value) continue;
    if (key.endsWith('Url') && !isHttpUrl(value)) throw new Error(`${name} must be an http(s) address, got "${value}"`);
    config[key] = value;
  }
  for (const [key, name] of Object.entries(siteConfigEnv)) {
    if (typeof config[key] !== 'string' || !config[key])
      throw new Error(`site.config.json has no ${key} (and ${name} is not set)`);
  }
  return config;
}
