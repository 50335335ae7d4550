import { AuthProvider } from '@site/auth';
import { Toaster } from '@site/ui';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../features/account/account-routes.js';
import { ann, defaultMailSettings } from './support/notification-fixtures.js';
import { render } from './support/render.js';

function renderAccount() {
  return render(
    <MemoryRouter initialEntries={['/account']}>
      <AuthProvider>
        <Routes>{accountRoutes()}</Routes>
        <Toaster />
      </AuthProvider>
    </MemoryRouter>,
  );
}

// The account page loads on demand, its first time slowly on a busy machine.
const slowly = { timeout: 5_000 };

describe("/account's mail notifications", { timeout: 20_000 }, () => {
  it('shows each kind with its delivery and saves a change with a toast', async () => {
    signedInAs(ann);
    server.use(
      http.put('/api/notifications/settings', async ({ request }) => {
        const { mail } = (await request.json()) as typeof defaultMailSettings;
        return HttpResponse.json({ mail: { ...defaultMailSettings.mail, ...mail } });
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAccount();
    const form = await screen.findByRole('form', { name: 'Mail settings' }, slowly);
    expect(within(form).getAllByRole('combobox')).toHaveLength(11);
    const replies = within(form).getByRole('combobox', { name: 'Replies in threads you watch' });
    expect(replies).toHaveValue('immediately');
    expect(within(form).getByRole('combobox', { name: 'Your thread locked' })).toHaveValue('digest');
    const save = within(form).getByRole('button', { name: 'Save mail settings' });
    expect(save).toBeDisabled();

    await user.selectOptions(replies, 'Never');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Mentions of you' }), 'Daily digest');
    await user.click(save);
    expect(await screen.findByText('Your mail settings have been updated.')).toBeInTheDocument();
    expect(callsTo(requests, 'PUT', '/api/notifications/settings')).toEqual([
      { mail: { ...defaultMailSettings.mail, reply: 'never', mention: 'digest' } },
    ]);
    expect(replies).toHaveValue('never');
    expect(save).toBeDisabled();
  });

  it("shows the API's refusal and keeps the choice", async () => {
    signedInAs(ann);
    server.use(http.put('/api/notifications/settings', () => apiError(422, 'Unknown delivery')));
    const user = userEvent.setup();
    renderAccount();
    const replies = await screen.findByRole('combobox', { name: 'Replies in threads you watch' }, slowly);
    await user.selectOptions(replies, 'Never');
    await user.click(screen.getByRole('button', { name: 'Save mail settings' }));
    expect(await screen.findByText('Unknown delivery')).toBeInTheDocument();
    expect(replies).toHaveValue('never');
  });

  it('says so when the settings cannot load, with a Retry', async () => {
    signedInAs(ann);
    let fails = true;
    server.use(
      http.get('/api/notifications/settings', () =>
        fails ? apiError(500, 'Boom') : HttpResponse.json(defaultMailSettings),
      ),
    );
    const user = userEvent.setup();
    renderAccount();
    expect(await screen.findByText('Failed to load your mail settings', {}, slowly)).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'Mail settings' })).toBeInTheDocument();
  });
});
