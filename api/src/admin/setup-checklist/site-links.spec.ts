import { describe, expect, it } from 'vitest';
import { siteLinksState } from './site-links.js';

const defaults = {
  channelName: 'Lightgun Hub',
  channelUrl: 'https://www.youtube.com/@LightgunHub',
  buyMeACoffeeUrl: 'https://www.buymeacoffee.com/lightgunhub',
};

describe('siteLinksState', () => {
  it('names each link still the default by its SITE_* variable; the channel name is no link', () => {
    expect(siteLinksState({ ...defaults }, defaults)).toEqual({
      known: true,
      total: 2,
      stillDefault: ['SITE_CHANNEL_URL', 'SITE_BUY_ME_A_COFFEE_URL'],
    });
    expect(siteLinksState({ ...defaults, channelUrl: ' https://www.youtube.com/@Mine ' }, defaults)).toMatchObject({
      stillDefault: ['SITE_BUY_ME_A_COFFEE_URL'],
    });
  });

  it('counts an empty or missing link as the default (docker-compose writes unset variables empty)', () => {
    expect(siteLinksState({ channelUrl: '', buyMeACoffeeUrl: 'https://ko-fi.com/mine' }, defaults)).toMatchObject({
      stillDefault: ['SITE_CHANNEL_URL'],
    });
    expect(siteLinksState(undefined, defaults)).toMatchObject({
      total: 2,
      stillDefault: ['SITE_CHANNEL_URL', 'SITE_BUY_ME_A_COFFEE_URL'],
    });
  });

  it('without the defaults file (an API-only image) judges by the served links alone', () => {
    expect(siteLinksState({ channelUrl: 'https://www.youtube.com/@Mine', buyMeACoffeeUrl: '' }, undefined)).toEqual({
      known: true,
      total: 2,
      stillDefault: ['SITE_BUY_ME_A_COFFEE_URL'],
    });
    expect(siteLinksState(undefined, undefined)).toMatchObject({ known: false });
  });
});
