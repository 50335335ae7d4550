import type { MySubmission, MySubmissionPage } from '@site/contracts';
import { AuthProvider } from '@site/auth';
import { Toaster } from '@site/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountRoutes } from '../features/account/account-routes.js';
import { sam } from './support/account-fixtures.js';
import { render } from './support/render.js';

const submission = (overrides: Partial<MySubmission>): MySubmission => ({
  type: 'video',
  id: 1,
  title: 'A submission',
  status: 'pending',
  denial_reason: null,
  url: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const pageOf = (submissions: MySubmission[], page = 1, total = submissions.length): MySubmissionPage => ({
  submissions,
  pagination: {
    page,
    limit: 10,
    total_count: total,
    total_pages: Math.ceil(total / 10),
    has_next: page * 10 < total,
    has_prev: page > 1,
  },
});

function renderAccount() {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={['/account']}>
        <main>
          <Routes>
            {accountRoutes()}
            <Route path="/" element={<p>Home</p>} />
          </Routes>
        </main>
      </MemoryRouter>
      <Toaster />
    </AuthProvider>,
  );
}

const section = async (name: string) => screen.findByRole('region', { name }, { timeout: 5_000 });

afterEach(() => vi.restoreAllMocks());

describe('/account: my submissions', { timeout: 20_000 }, () => {
  it('lists each submission with its type, status, reason and a link once approved, a page at a time', async () => {
    signedInAs(sam);
    server.use(
      http.get('/api/auth/me/submissions', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(
          page === 2
            ? pageOf([submission({ id: 9, title: 'Oldest one' })], 2, 11)
            : pageOf(
                [
                  submission({ type: 'news', id: 3, title: 'My news', status: 'approved', url: '/news/3' }),
                  submission({
                    id: 4,
                    title: 'Off-topic clip',
                    status: 'denied',
                    denial_reason: 'Not a lightgun game',
                  }),
                  submission({ type: 'news', id: 5, title: 'Silent denial', status: 'denied' }),
                  submission({ id: 6, title: 'Waiting clip' }),
                ],
                1,
                11,
              ),
        );
      }),
    );
    const user = userEvent.setup();
    renderAccount();

    const list = await within(await section('My submissions')).findByRole(
      'list',
      { name: 'My submissions' },
      { timeout: 5_000 },
    );
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^NewsapprovedSubmitted .*My news$/),
      expect.stringMatching(/^VideodeniedSubmitted .*Off-topic clipReason: Not a lightgun game$/),
      expect.stringMatching(/Silent denialNo reason was given\.$/),
      expect.stringMatching(/^VideopendingSubmitted .*Waiting clip$/),
    ]);
    expect(within(list).getByRole('link', { name: 'My news' })).toHaveAttribute('href', '/news/3');
    expect(within(list).queryByRole('link', { name: 'Waiting clip' })).not.toBeInTheDocument();

    await user.click(within(screen.getByRole('navigation', { name: 'Submission pages' })).getByText('Next'));
    expect(await screen.findByText('Oldest one')).toBeInTheDocument();
  });

  it('says so when there is nothing, and offers Retry after a failure', async () => {
    signedInAs(sam);
    let fail = true;
    server.use(
      http.get('/api/auth/me/submissions', () =>
        fail ? apiError(500, 'Failed to load your submissions') : HttpResponse.json(pageOf([])),
      ),
    );
    const user = userEvent.setup();
    renderAccount();
    const mine = await section('My submissions');
    expect(await within(mine).findByText('Failed to load your submissions')).toBeInTheDocument();
    fail = false;
    await user.click(within(mine).getByRole('button', { name: /Retry/ }));
    expect(await within(mine).findByText('You have not submitted anything yet')).toBeInTheDocument();
  });
});

describe('/account: your data', { timeout: 20_000 }, () => {
  it('says in plain words what the file holds and what deletion does', async () => {
    signedInAs(sam);
    renderAccount();
    const data = await section('Your data');
    expect(data).toHaveTextContent('everything this site holds about you');
    expect(data).toHaveTextContent('Passwords are never included');
    expect(data).toHaveTextContent('stay under “deleted member” unless you choose to delete them too');
  });

  it('downloads the export as a JSON file', async () => {
    signedInAs(sam);
    server.use(http.get('/api/auth/me/export', () => HttpResponse.json({ profile: sam, threads: [] })));
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('lightgun-hub-sam.json');
      expect(this.href).toBe('blob:export');
    });
    const user = userEvent.setup();
    renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is downloaded')).toBeInTheDocument();
    expect(clicked).toHaveBeenCalledOnce();
    // jsdom's Blob has no text(): read it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created.mock.calls[0][0] as Blob);
    });
    expect(JSON.parse(text)).toEqual({ profile: sam, threads: [] });
  });

  it('tells a failed download in a toast', async () => {
    signedInAs(sam);
    server.use(http.get('/api/auth/me/export', () => apiError(500, 'Failed to prepare your data')));
    const user = userEvent.setup();
    renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Failed to prepare your data')).toBeInTheDocument();
  });

  it('deletes the account after the password, with the posts choice, then logs out and goes home', async () => {
    signedInAs(sam);
    const bodies: unknown[] = [];
    server.use(
      http.delete('/api/auth/me', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        bodies.push(body);
        return body.password === 'right-password'
          ? new HttpResponse(null, { status: 204 })
          : apiError(403, 'Password is incorrect');
      }),
      http.post('/api/auth/logout', () => apiError(401, 'Not authenticated')),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAccount();

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    // Nothing is sent without the password.
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
    expect(callsTo(requests, 'DELETE', '/api/auth/me')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Current password'), 'wrong');
    await user.click(within(dialog).getByRole('checkbox', { name: /Also delete my threads/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account is deleted')).toBeInTheDocument();
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(bodies).toEqual([
      { password: 'wrong', delete_posts: true },
      { password: 'right-password', delete_posts: true },
    ]);
  });

  it('keeps everything when the dialog is cancelled (Escape)', async () => {
    signedInAs(sam);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(requests, 'DELETE', '/api/auth/me')).toHaveLength(0);
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('is axe-clean, the list and the open dialog too', async () => {
    signedInAs(sam);
    server.use(
      http.get('/api/auth/me/submissions', () =>
        HttpResponse.json(pageOf([submission({ status: 'denied', denial_reason: 'Duplicate' })])),
      ),
    );
    const user = userEvent.setup();
    renderAccount();
    await screen.findByRole('list', { name: 'My submissions' });
    const rules = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(document.body, rules)).violations.map((violation) => violation.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect((await axe.run(document.body, rules)).violations.map((violation) => violation.id)).toEqual([]);
  });
});
