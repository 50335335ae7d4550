import { AuthProvider } from '@site/auth';
import { server, signedInAs } from '@site/test-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../features/account/account-routes.js';
import { notificationRoutes } from '../features/notifications/notification-routes.js';
import { Header } from '../layout/header.js';
import { builtInSiteConfig } from '../site-config/site-config.js';
import { SiteConfigProvider } from '../site-config/site-config-context.js';
import { ann, notificationPage } from './support/notification-fixtures.js';
import { render } from './support/render.js';

function renderAt(path: string) {
  return render(
    <SiteConfigProvider config={builtInSiteConfig}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <Header />
          <main>
            <Routes>
              {notificationRoutes()}
              {accountRoutes()}
            </Routes>
          </main>
        </AuthProvider>
      </MemoryRouter>
    </SiteConfigProvider>,
  );
}

/** Axe's rules that jsdom can judge (no layout, so no colour contrast: the Playwright journeys check that). */
async function violations() {
  const { violations: found } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return found.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' | ')}`);
}

describe('the notification screens are axe-clean', { timeout: 20_000 }, () => {
  it('the bell, open with unread notifications, and /notifications', async () => {
    signedInAs(ann);
    server.use(
      http.get('/api/notifications/unread-count', () => HttpResponse.json({ unread_count: 2 })),
      http.get('/api/notifications', ({ request }) => {
        const query = new URL(request.url).searchParams;
        return HttpResponse.json(notificationPage(Number(query.get('page')), Number(query.get('limit')), 30, 2));
      }),
    );
    const user = userEvent.setup();
    renderAt('/notifications');
    await screen.findByRole('navigation', { name: 'Notification pages' }, { timeout: 5_000 });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByRole('region', { name: 'Latest notifications' });
    // The page's list and the bell's.
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Thread 30"/ })).toHaveLength(2), {
      timeout: 5_000,
    });
    expect(await violations()).toEqual([]);
  });

  it('the mail settings and /unsubscribe', async () => {
    signedInAs(ann);
    const { unmount } = renderAt('/account');
    await screen.findByRole('form', { name: 'Mail settings' }, { timeout: 5_000 });
    expect(await violations()).toEqual([]);
    unmount();
    localStorage.clear();
    renderAt('/unsubscribe?token=abc');
    await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 5_000 });
    expect(await violations()).toEqual([]);
  });
});
