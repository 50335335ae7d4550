import { screen, within } from '@testing-library/react';
import { render } from './support/render.js';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@site/auth';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../layout/header.js';
import { builtInSiteConfig } from '../site-config/site-config.js';
import { SiteConfigProvider } from '../site-config/site-config-context.js';

function renderHeader(siteConfig = builtInSiteConfig) {
  return render(
    <SiteConfigProvider config={siteConfig}>
      <MemoryRouter>
        <AuthProvider>
          <Header />
        </AuthProvider>
      </MemoryRouter>
    </SiteConfigProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('Header', () => {
  it('links every area of the site and offers Login to a visitor', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['Home', '/'],
      ['Videos', '/videos'],
      ['Games', '/games'],
      ['News', '/news'],
      ['Forum', '/forum'],
      ['About', '/about'],
      ['Donate', '/donate'],
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('opens the configured channel in a new tab from Subscribe', () => {
    renderHeader({ ...builtInSiteConfig, channelUrl: 'https://example.com/@configured' });
    const subscribe = screen.getByRole('link', { name: 'Subscribe' });
    expect(subscribe).toHaveAttribute('href', 'https://example.com/@configured');
    expect(subscribe).toHaveAttribute('target', '_blank');
    expect(subscribe).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('has a collapsible mobile menu with the same links', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Forum' })).toHaveAttribute('href', '/forum');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
