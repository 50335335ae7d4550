import { AuthProvider } from '@site/auth';
import { callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Header } from '../layout/header.js';
import { builtInSiteConfig } from '../site-config/site-config.js';
import { SiteConfigProvider } from '../site-config/site-config-context.js';
import { ann, eventStream, notificationPage } from './support/notification-fixtures.js';
import { render } from './support/render.js';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{pathname + search + hash}</p>;
}

function renderHeader() {
  return render(
    <SiteConfigProvider config={builtInSiteConfig}>
      <MemoryRouter>
        <AuthProvider>
          <Header />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </SiteConfigProvider>,
  );
}

/** Ann has `unread` unread of 12; the bell's list is the latest 8. */
function withNotifications(unread: number) {
  let count = unread;
  server.use(
    http.get('/api/notifications/unread-count', () => HttpResponse.json({ unread_count: count })),
    http.get('/api/notifications', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(notificationPage(Number(query.get('page')), Number(query.get('limit')), 12, count));
    }),
    http.post('/api/notifications/:id/read', () =>
      HttpResponse.json({ unread_count: (count = Math.max(0, count - 1)) }),
    ),
    http.post('/api/notifications/read-all', () => HttpResponse.json({ unread_count: (count = 0) })),
  );
}

describe('the notification bell', () => {
  it('is not there for a visitor, who downloads and asks nothing for it', async () => {
    const requests = recordRequests();
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(requests.filter(({ path }) => path.startsWith('/api/notifications'))).toEqual([]);
  });

  it('shows the unread count by its name, and follows the live stream', async () => {
    signedInAs(ann);
    withNotifications(3);
    server.use(
      http.get('/api/notifications/stream', () =>
        eventStream(
          ': connected\n\n',
          'event: count\ndata: {"unread_count":3}\n\n',
          'event: count\ndata: {"unread_count":4}\n\n',
        ),
      ),
    );
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toHaveTextContent('4');
  });

  it('fetches the count again when the page regains focus', async () => {
    signedInAs(ann);
    withNotifications(0);
    renderHeader();
    await screen.findByRole('button', { name: 'Notifications' });
    withNotifications(2);
    act(() => window.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('lists the latest eight, marks all read, and links to them all', async () => {
    signedInAs(ann);
    withNotifications(3);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderHeader();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Latest notifications' });
    const links = await within(panel).findAllByRole('link', { name: /replied in/ });
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAccessibleName(/^Unread: Sam replied in "Thread 12"/);
    expect(links[2]).toHaveAccessibleName(/^Unread: Sam replied in "Thread 10"/);
    expect(links[3]).toHaveAccessibleName(/^Sam replied in "Thread 9"/);
    expect(requests.find(({ path }) => path === '/api/notifications')?.search).toBe('?page=1&limit=8');

    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(within(panel).queryByText('Unread:', { exact: false })).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    await user.click(within(panel).getByRole('link', { name: 'See all' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/notifications');
    expect(screen.queryByRole('region', { name: 'Latest notifications' })).not.toBeInTheDocument();
  });

  it('marks one read and opens its post through the router', async () => {
    signedInAs(ann);
    withNotifications(3);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(await screen.findByRole('link', { name: /Sam replied in "Thread 11"/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/forum/thread/11?post=110#post-110');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(requests.filter(({ method, path }) => method === 'POST' && path.startsWith('/api/notifications'))).toEqual([
      expect.objectContaining({ path: '/api/notifications/11/read' }),
    ]);
  });

  it('works from the keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    signedInAs(ann);
    withNotifications(1);
    const user = userEvent.setup();
    renderHeader();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Latest notifications' });
    await within(panel).findAllByRole('link', { name: /replied in/ });
    // In the order Tab takes: Mark all read, the notifications, See all; round again at the end.
    await user.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('link', { name: /Thread 12"/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(within(panel).getByRole('link', { name: /Thread 11"/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(panel).getByRole('link', { name: 'See all' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('link', { name: /Thread 12"/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Latest notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByRole('region', { name: 'Latest notifications' })).toBeInTheDocument();
    await user.click(screen.getByTestId('where'));
    expect(screen.queryByRole('region', { name: 'Latest notifications' })).not.toBeInTheDocument();
  });

  it('says so when the list cannot load, and when there is nothing yet', async () => {
    signedInAs(ann);
    server.use(
      http.get('/api/notifications', () => HttpResponse.json({ detail: 'Boom', status: 500 }, { status: 500 })),
    );
    const user = userEvent.setup();
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications');
    server.use(http.get('/api/notifications', () => HttpResponse.json(notificationPage(1, 8, 0))));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('goes with the session: Logout removes the bell', async () => {
    signedInAs(ann);
    server.use(http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    const user = userEvent.setup();
    renderHeader();
    await screen.findByRole('button', { name: 'Notifications' });
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument());
  });
});
