import { apiError, recordRequests, server } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error plain ESM script without types
import { readSiteConfigDefaults, siteConfigEnv, siteConfigFromEnv } from '../../scripts/site-config.mjs';
import defaults from '../../site.config.json';
import {
  builtInSiteConfig,
  inlinedSiteConfigId,
  loadSiteConfig,
  resolveSiteConfig,
} from '../site-config/site-config.js';

afterEach(() => {
  document.getElementById(inlinedSiteConfigId)?.remove();
  vi.restoreAllMocks();
});

describe('site-config.json from shell/site.config.json + env (write-site-config.mjs)', () => {
  it('has a default for every key, each overridable by its SITE_* variable', () => {
    expect(Object.keys(siteConfigEnv).sort()).toEqual(Object.keys(defaults).sort());
    expect(siteConfigFromEnv(readSiteConfigDefaults(), {})).toEqual(defaults);
  });

  it('lets env win key by key and keeps the file for the rest', () => {
    const config = siteConfigFromEnv(defaults, {
      SITE_CHANNEL_NAME: ' Zapper Zone ',
      SITE_CHANNEL_URL: 'https://video.example.com/@zapper',
      SITE_DONATION_URL: 'https://pay.example.com/zapper',
      SITE_BUY_ME_A_COFFEE_URL: 'https://coffee.example.com/zapper',
      SITE_RUMBLE_URL: '',
    });
    expect(config).toEqual({
      ...defaults,
      channelName: 'Zapper Zone',
      channelUrl: 'https://video.example.com/@zapper',
      donationUrl: 'https://pay.example.com/zapper',
      buyMeACoffeeUrl: 'https://coffee.example.com/zapper',
    });
  });

  it('refuses a link that is not an http(s) address, naming the variable', () => {
    expect(() => siteConfigFromEnv(defaults, { SITE_PAYPAL_URL: 'javascript:alert(1)' })).toThrow(/SITE_PAYPAL_URL/);
  });

  it('refuses a file without a value the site needs', () => {
    const { channelName: _dropped, ...incomplete } = defaults;
    expect(() => siteConfigFromEnv(incomplete, {})).toThrow(/channelName/);
  });
});

describe('the shell reading /site-config.json', () => {
  it('takes the served values over the built-in ones, ignoring unknown, empty and unsafe ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = resolveSiteConfig({
      channelName: 'Zapper Zone',
      kofiUrl: 'https://ko-fi.example.com/z',
      paypalUrl: 'javascript:alert(1)',
      patreonUrl: '',
      extra: 'ignored',
    });
    expect(config).toEqual({
      ...builtInSiteConfig,
      channelName: 'Zapper Zone',
      kofiUrl: 'https://ko-fi.example.com/z',
    });
  });

  it('fetches it at start and falls back to the built-in configuration when it cannot', async () => {
    server.use(http.get('/site-config.json', () => HttpResponse.json({ channelUrl: 'https://example.com/@served' })));
    expect((await loadSiteConfig()).channelUrl).toBe('https://example.com/@served');

    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/site-config.json', () => apiError(404)));
    expect(await loadSiteConfig()).toEqual(builtInSiteConfig);
    server.use(http.get('/site-config.json', () => HttpResponse.error()));
    expect(await loadSiteConfig()).toEqual(builtInSiteConfig);
  });

  it('reads the copy the page server inlined into the HTML, without a request', async () => {
    const inlined = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: inlinedSiteConfigId,
    });
    inlined.textContent = JSON.stringify({ channelName: 'Inlined Zone', paypalUrl: 'javascript:alert(1)' });
    document.body.append(inlined);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('/site-config.json', () => HttpResponse.json({ channelName: 'Fetched' })));
    const requests = recordRequests();
    const config = await loadSiteConfig();
    expect(config.channelName).toBe('Inlined Zone');
    expect(config.paypalUrl).toBe(builtInSiteConfig.paypalUrl);
    expect(requests).toEqual([]);
  });
});
