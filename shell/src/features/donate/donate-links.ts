import type { SiteConfigKey } from '../../site-config/site-config.js';

/** Spec section 9: the quick one-time amounts, all to the same donation page. */
export const quickAmounts = [5, 10, 25, 50, 100] as const;

export interface PlatformLink {
  label: string;
  urlKey: SiteConfigKey;
  /** A short monogram on the platform's colour (no logos are downloaded). */
  mark: string;
  markClass: string;
  blurb?: string;
}

/** Donation platforms (spec section 2); each address comes from the site configuration. */
export const donationPlatforms: PlatformLink[] = [
  {
    label: 'Ko-fi',
    urlKey: 'kofiUrl',
    mark: 'Ko',
    markClass: 'bg-sky-700 text-white',
    blurb: 'Buy a one-off coffee, no account needed.',
  },
  {
    label: 'PayPal',
    urlKey: 'paypalUrl',
    mark: 'PP',
    markClass: 'bg-blue-800 text-white',
    blurb: 'Send any amount straight from PayPal.',
  },
  {
    label: 'Patreon',
    urlKey: 'patreonUrl',
    mark: 'Pa',
    markClass: 'bg-orange-700 text-white',
    blurb: 'Monthly support with a look behind the scenes.',
  },
  {
    label: 'Buy Me a Coffee',
    urlKey: 'buyMeACoffeeUrl',
    mark: 'BM',
    markClass: 'bg-yellow-300 text-black',
    blurb: 'A quick thank-you with a short message.',
  },
];

export const socialLinks: PlatformLink[] = [
  { label: 'Facebook', urlKey: 'facebookUrl', mark: 'f', markClass: 'bg-blue-600 text-white' },
  { label: 'Twitter', urlKey: 'twitterUrl', mark: 'X', markClass: 'bg-zinc-100 text-black' },
  { label: 'Instagram', urlKey: 'instagramUrl', mark: 'Ig', markClass: 'bg-pink-600 text-white' },
  { label: 'Odysee', urlKey: 'odyseeUrl', mark: 'Od', markClass: 'bg-rose-600 text-white' },
  { label: 'Rumble', urlKey: 'rumbleUrl', mark: 'R', markClass: 'bg-lime-500 text-black' },
];
