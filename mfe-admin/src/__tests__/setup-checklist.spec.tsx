import type { SetupChecklist } from '@site/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin } from './support/fixtures.js';
import { renderAdmin } from './support/render-admin.js';

const checklist: SetupChecklist = {
  done: 2,
  total: 3,
  items: [
    {
      id: 'admin-password',
      title: 'Change the admin password',
      state: 'todo',
      status: 'The admin still signs in with ADMIN_PASSWORD.',
      action: 'Choose a new password on your account page.',
      link: { label: 'Account settings', href: '/account' },
    },
    {
      id: 'mail',
      title: 'Send mail through SMTP',
      state: 'done',
      status: 'Mail goes out through SMTP (smtp.example.com).',
      action: null,
      link: null,
    },
    {
      id: 'youtube-playlist',
      title: 'Connect the YouTube playlist',
      state: 'done',
      status:
        'Sync copies playlist PLx through the YouTube Data API (every video). The last sync added 3 and updated 2 videos.',
      action: null,
      link: null,
      last_sync: {
        id: 4,
        trigger: 'schedule',
        started_by: null,
        started_at: new Date(Date.now() - 3 * 60_000).toISOString(),
        finished_at: new Date(Date.now() - 2 * 60_000).toISOString(),
        status: 'succeeded',
        added: 3,
        updated: 2,
        error: null,
      },
    },
  ],
};

const renderDashboard = () => {
  signedInAs(admin);
  server.use(http.get('/api/admin/setup-checklist', () => HttpResponse.json(checklist)));
  return renderAdmin('/admin/dashboard');
};

describe('setup checklist', () => {
  it("shows each item's state from the server, with what to do and where", async () => {
    renderDashboard();
    // The first render of the area takes a while on a busy machine.
    const list = await screen.findByRole('list', { name: 'Setup checklist' }, { timeout: 5_000 });
    expect(screen.getByText('2 of 3 done')).toBeInTheDocument();
    const [password, mail, youtube] = within(list).getAllByRole('listitem');
    expect(within(password).getByText('To do')).toBeInTheDocument();
    expect(within(password).getByText('Choose a new password on your account page.')).toBeInTheDocument();
    expect(within(password).getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account');
    expect(within(mail).getByText('Done')).toBeInTheDocument();
    expect(within(mail).queryByRole('link')).not.toBeInTheDocument();
    expect(youtube).toHaveTextContent('Last sync 2 minutes ago (scheduled), succeeded: 3 added, 2 updated.');
  });

  it('folds away, and stays folded on the next visit from this browser', async () => {
    const user = userEvent.setup();
    const { unmount } = renderDashboard();
    await screen.findByRole('list', { name: 'Setup checklist' }, { timeout: 5_000 });
    const hide = screen.getByRole('button', { name: 'Hide checklist' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(screen.queryByRole('list', { name: 'Setup checklist' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show checklist' })).toHaveAttribute('aria-expanded', 'false');
    unmount();

    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Show checklist' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Setup checklist' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show checklist' }));
    expect(await screen.findByRole('list', { name: 'Setup checklist' })).toBeInTheDocument();
  });
});
