import { screen, within } from '@testing-library/react';
import { render } from './support/render.js';
import { MemoryRouter } from 'react-router-dom';
import { apiError, recordRequests, server } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AboutPage } from '../pages/about-page.js';
import { DonatePage } from '../pages/donate-page.js';
import { builtInSiteConfig, type SiteConfig } from '../site-config/site-config.js';
import { SiteConfigProvider } from '../site-config/site-config-context.js';

afterEach(() => vi.restoreAllMocks());

const config: SiteConfig = {
  ...builtInSiteConfig,
  channelName: 'Zapper Zone',
  channelUrl: 'https://video.example.com/@zapper',
  donationUrl: 'https://donate.example.com/zapper',
  rumbleUrl: 'https://rumble.example.com/zapper',
  patreonUrl: 'https://patreon.example.com/zapper',
};

function renderPage(page: React.ReactNode) {
  return render(
    <SiteConfigProvider config={config}>
      <MemoryRouter>{page}</MemoryRouter>
    </SiteConfigProvider>,
  );
}

const expectNewTab = (link: HTMLElement) => {
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
};

describe('DonatePage', () => {
  it('explains why support matters and links every platform from the site configuration in a new tab', () => {
    renderPage(<DonatePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Support Zapper Zone' })).toBeInTheDocument();
    expect(document.title).toBe('Donate · Lightgun Hub');
    expect(screen.getByRole('heading', { name: 'Why your support matters' })).toBeInTheDocument();
    for (const [name, key] of [
      ['Facebook', 'facebookUrl'],
      ['Twitter', 'twitterUrl'],
      ['Instagram', 'instagramUrl'],
      ['Odysee', 'odyseeUrl'],
      ['Rumble', 'rumbleUrl'],
      ['Ko-fi', 'kofiUrl'],
      ['PayPal', 'paypalUrl'],
      ['Patreon', 'patreonUrl'],
      ['Buy Me a Coffee', 'buyMeACoffeeUrl'],
    ] as const) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', config[key]);
      expectNewTab(link);
    }
  });

  it('sends every quick amount to the one donation page', () => {
    renderPage(<DonatePage />);
    const quick = screen.getByRole('region', { name: 'Quick one-time donation' });
    const links = within(quick).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Donate $5 (opens in a new tab)',
      'Donate $10 (opens in a new tab)',
      'Donate $25 (opens in a new tab)',
      'Donate $50 (opens in a new tab)',
      'Donate $100 (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('href', 'https://donate.example.com/zapper');
      expectNewTab(link);
    }
  });
});

describe('AboutPage', () => {
  it('tells the story and links the channel and the latest video', async () => {
    server.use(
      http.get('/api/videos/', () =>
        HttpResponse.json({
          videos: [{ id: 42, title: 'Time Crisis on a CRT', thumbnail: 'https://i.ytimg.com/vi/x/hqdefault.jpg' }],
          pagination: {},
        }),
      ),
    );
    const requests = recordRequests();
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Zapper Zone' })).toBeInTheDocument();
    expect(document.title).toBe('About · Lightgun Hub');
    const channel = screen.getByRole('link', { name: /Visit the Zapper Zone channel/ });
    expect(channel).toHaveAttribute('href', 'https://video.example.com/@zapper');
    expectNewTab(channel);
    const latest = await screen.findByRole('link', { name: /Watch the latest video/ });
    expect(latest).toHaveAttribute('href', '/video/42');
    expect(latest).toHaveTextContent('Time Crisis on a CRT');
    expect(requests.map(({ path, search }) => path + search)).toEqual(['/api/videos/?page=1&limit=1']);
  });

  it('offers the library when the latest video cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/videos/', () => apiError(404)));
    renderPage(<AboutPage />);
    expect(await screen.findByRole('link', { name: 'Browse the video library' })).toHaveAttribute('href', '/videos');
  });
});
