import { AuthProvider } from '@site/auth';
import { apiError, callsTo, recordRequests, server } from '@site/test-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { notificationRoutes } from '../features/notifications/notification-routes.js';
import { render } from './support/render.js';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <Routes>{notificationRoutes()}</Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('/unsubscribe', () => {
  it('changes nothing on opening; the button sends the token, without a login, and shows the answer', async () => {
    server.use(
      http.post('/api/notifications/unsubscribe', () =>
        HttpResponse.json({ kind: 'reply', message: 'You will no longer get mail about replies.' }),
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAt('/unsubscribe?token=abc.def');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(requests).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('You will no longer get mail about replies.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/notifications/unsubscribe')).toEqual([{ token: 'abc.def' }]);
  });

  it("shows the API's refusal of a bad token, and lets the member try again", async () => {
    server.use(http.post('/api/notifications/unsubscribe', () => apiError(400, 'This unsubscribe link is not valid.')));
    const user = userEvent.setup();
    renderAt('/unsubscribe?token=forged');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('says what is wrong with a link that has no token, and sends nothing', async () => {
    const requests = recordRequests();
    renderAt('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has no unsubscribe token.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
