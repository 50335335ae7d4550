import { AuthProvider } from '@site/auth';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../features/account/account-routes.js';
import { notificationRoutes } from '../features/notifications/notification-routes.js';
import { ann, aNotification, notificationPage } from './support/notification-fixtures.js';
import { render } from './support/render.js';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{pathname + search + hash}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <Routes>
          {notificationRoutes()}
          {accountRoutes()}
          <Route path="*" element={<Where />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

const listed = () => screen.getAllByRole('listitem').map((item) => within(item).getByRole('link'));

describe('/notifications', () => {
  it('asks a visitor to log in first', async () => {
    renderAt('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('pages through them newest first, the unread marked', async () => {
    signedInAs(ann);
    server.use(
      http.get('/api/notifications', ({ request }) => {
        const query = new URL(request.url).searchParams;
        return HttpResponse.json(notificationPage(Number(query.get('page')), Number(query.get('limit')), 25, 2));
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAt('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(listed()).toHaveLength(20);
    expect(listed()[0]).toHaveAccessibleName(/^Unread: Sam replied in "Thread 25" Reply 25 text/);
    expect(listed()[2]).toHaveAccessibleName(/^Sam replied in "Thread 23"/);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: /"Thread 5"/ })).toBeInTheDocument();
    expect(listed()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(requests.filter(({ path }) => path === '/api/notifications').map(({ search }) => search)).toEqual([
      '?page=1&limit=20',
      '?page=2&limit=20',
    ]);
  });

  it('marks all read', async () => {
    signedInAs(ann);
    let unread = 2;
    server.use(
      http.get('/api/notifications', () => HttpResponse.json(notificationPage(1, 20, 3, unread))),
      http.post('/api/notifications/read-all', () => HttpResponse.json({ unread_count: (unread = 0) })),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAt('/notifications');
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.queryByText('2 unread')).not.toBeInTheDocument();
    expect(listed()[0]).toHaveAccessibleName(/^Sam replied in "Thread 3"/);
    expect(callsTo(requests, 'POST', '/api/notifications/read-all')).toHaveLength(1);
  });

  it('marks one read as it opens its link, and leaves a read one be', async () => {
    signedInAs(ann);
    server.use(
      http.get('/api/notifications', () => HttpResponse.json(notificationPage(1, 20, 3, 1))),
      http.post('/api/notifications/:id/read', () => HttpResponse.json({ unread_count: 0 })),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    const { unmount } = renderAt('/notifications');
    await user.click(await screen.findByRole('link', { name: /^Unread: Sam replied in "Thread 3"/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/forum/thread/3?post=30#post-30');
    expect(callsTo(requests, 'POST', '/api/notifications/3/read')).toHaveLength(1);
    unmount();

    renderAt('/notifications');
    await user.click(await screen.findByRole('link', { name: /^Sam replied in "Thread 2"/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/forum/thread/2?post=20#post-20');
    expect(requests.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('says so when there are none yet, and when they cannot load', async () => {
    signedInAs(ann);
    renderAt('/notifications');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    server.use(http.get('/api/notifications', () => apiError(500, 'Boom')));
    renderAt('/notifications?page=2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notifications');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('words each kind as what happened to the member', async () => {
    signedInAs(ann);
    const kinds = [
      aNotification(11, { kind: 'mention', title: 'Best guns' }),
      aNotification(10, { kind: 'submission_approved', subject: 'video', title: 'Time Crisis run', link: '/video/4' }),
      aNotification(9, {
        kind: 'submission_denied',
        subject: 'news',
        title: 'Gun news',
        link: '/account',
        reason: 'Duplicate',
      }),
      aNotification(8, { kind: 'report_hidden', title: 'Point Blank' }),
      aNotification(7, { kind: 'report_shown', title: 'Point Blank' }),
      aNotification(6, { kind: 'thread_pinned', actor: null }),
      aNotification(5, { kind: 'thread_locked' }),
      aNotification(4, { kind: 'thread_moved' }),
      aNotification(3, { kind: 'thread_deleted' }),
      aNotification(2, { kind: 'setup_report', title: 'House of the Dead' }),
      aNotification(1, { kind: 'reply', actor: null }),
    ];
    server.use(
      http.get('/api/notifications', () => HttpResponse.json({ ...notificationPage(1, 20, 11), notifications: kinds })),
    );
    renderAt('/notifications');
    await screen.findByRole('link', { name: /Best guns/ });
    [
      'Sam mentioned you in "Best guns"',
      'Your video "Time Crisis run" was approved',
      'Your news item "Gun news" was denied: Duplicate',
      'Your report on "Point Blank" was hidden by a moderator',
      'Your report on "Point Blank" is shown again',
      'Your thread "Thread 6" was pinned',
      'Your thread "Thread 5" was locked',
      'Your thread "Thread 4" was moved',
      'Your thread "Thread 3" was deleted',
      'A new report for your setup on "House of the Dead"',
      'A deleted member replied in "Thread 1"',
    ].forEach((sentence, i) => expect(listed()[i]).toHaveTextContent(`Unread: ${sentence} `));
  });
});
