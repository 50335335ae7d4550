import type { SetupOption, SetupOptionKind, SetupOptions } from '@site/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { admin } from './support/fixtures.js';
import { renderAdmin } from './support/render-admin.js';

const option = (id: number, kind: SetupOptionKind, name: string, report_count = 0, description = ''): SetupOption => ({
  id,
  kind,
  name,
  description,
  report_count,
});

/** Signs the admin in; the API's options as the test changes them: every GET answers the current state. */
function optionsApi(): SetupOptions {
  const state: SetupOptions = {
    guns: [option(1, 'gun', 'GunCon 2', 3, "The PlayStation 2's light gun"), option(4, 'gun', 'Sinden', 0)],
    displays: [option(2, 'display', 'CRT', 1)],
    play_modes: [option(3, 'play-mode', 'MAME', 0)],
  };
  signedInAs(admin);
  server.use(http.get('/api/lightgun/setup-options', () => HttpResponse.json(state)));
  return state;
}

const region = (name: string) => screen.getByRole('region', { name });
const item = (section: HTMLElement, name: string) => within(section).getByRole('listitem', { name });

describe('admin setup options', () => {
  it('is linked from the dashboard and lists each kind with its report counts', async () => {
    optionsApi();
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');
    await user.click(await screen.findByRole('link', { name: /^Setup options/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Setup options' })).toBeInTheDocument();
    expect(document.title).toBe('Setup options · Lightgun Hub');
    const guns = await screen.findByRole('region', { name: 'Guns' });
    expect(within(item(guns, 'GunCon 2')).getByText("The PlayStation 2's light gun")).toBeInTheDocument();
    expect(within(item(guns, 'GunCon 2')).getByText('3 reports')).toBeInTheDocument();
    expect(within(item(guns, 'Sinden')).getByText('0 reports')).toBeInTheDocument();
    expect(within(item(region('Displays'), 'CRT')).getByText('1 report')).toBeInTheDocument();
    expect(item(region('Ways of playing'), 'MAME')).toBeInTheDocument();
  });

  it('adds an option: a name is needed, the new one shows and the form empties', async () => {
    const state = optionsApi();
    server.use(
      http.post('/api/lightgun/setup-options/gun', async ({ request }) => {
        const added = { ...option(9, 'gun', ''), ...((await request.json()) as Partial<SetupOption>) };
        state.guns = [...state.guns, added];
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/setup-options');
    const guns = await screen.findByRole('region', { name: 'Guns' });

    await user.click(within(guns).getByRole('button', { name: 'Add gun' }));
    expect(within(guns).getByText('Please enter a name')).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/lightgun/setup-options/gun')).toHaveLength(0);

    await user.type(within(guns).getByLabelText('Name'), '  GUN4IR ');
    await user.type(within(guns).getByLabelText('Description'), 'DIY IR gun');
    await user.click(within(guns).getByRole('button', { name: 'Add gun' }));
    expect(await within(guns).findByRole('listitem', { name: 'GUN4IR' })).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/lightgun/setup-options/gun')).toEqual([
      { name: 'GUN4IR', description: 'DIY IR gun' },
    ]);
    expect(within(guns).getByLabelText('Name')).toHaveValue('');
  });

  it("shows the server's reason when a name is taken", async () => {
    optionsApi();
    server.use(
      http.post('/api/lightgun/setup-options/display', () => apiError(409, 'A display named CRT already exists')),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/setup-options');
    const displays = await screen.findByRole('region', { name: 'Displays' });
    await user.type(within(displays).getByLabelText('Name'), 'crt');
    await user.click(within(displays).getByRole('button', { name: 'Add display' }));
    expect(await within(displays).findByRole('alert')).toHaveTextContent('A display named CRT already exists');
    expect(within(displays).getByLabelText('Name')).toHaveValue('crt');
  });

  it('edits an option in place, and Cancel leaves it as it was', async () => {
    const state = optionsApi();
    server.use(
      http.patch('/api/lightgun/setup-options/play-mode/3', async ({ request }) => {
        state.play_modes = [{ ...state.play_modes[0], ...((await request.json()) as Partial<SetupOption>) }];
        return HttpResponse.json(state.play_modes[0]);
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/setup-options');
    const modes = await screen.findByRole('region', { name: 'Ways of playing' });

    await user.click(within(item(modes, 'MAME')).getByRole('button', { name: 'Edit' }));
    await user.click(within(modes).getByRole('button', { name: 'Cancel' }));
    expect(item(modes, 'MAME')).toBeInTheDocument();

    await user.click(within(item(modes, 'MAME')).getByRole('button', { name: 'Edit' }));
    const editor = within(modes).getByRole('form', { name: 'Edit MAME' });
    await user.clear(within(editor).getByLabelText('Name'));
    await user.type(within(editor).getByLabelText('Name'), 'MAME (GroovyMAME)');
    await user.type(within(editor).getByLabelText('Description'), 'Arcade emulator');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    const edited = await within(modes).findByRole('listitem', { name: 'MAME (GroovyMAME)' });
    expect(within(edited).getByText('Arcade emulator')).toBeInTheDocument();
    expect(within(modes).queryByRole('form', { name: 'Edit MAME' })).not.toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', '/api/lightgun/setup-options/play-mode/3')).toEqual([
      { name: 'MAME (GroovyMAME)', description: 'Arcade emulator' },
    ]);
  });

  it('deletes an unused option after a confirmation, and says why one in use stays', async () => {
    const state = optionsApi();
    server.use(
      http.delete('/api/lightgun/setup-options/gun/4', () => {
        state.guns = state.guns.filter((gun) => gun.id !== 4);
        return new HttpResponse(null, { status: 204 });
      }),
      http.delete('/api/lightgun/setup-options/gun/1', () => apiError(409, 'GunCon 2 is used by 3 reports')),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/setup-options');
    const guns = await screen.findByRole('region', { name: 'Guns' });

    await user.click(within(item(guns, 'Sinden')).getByRole('button', { name: 'Delete' }));
    expect(callsTo(requests, 'DELETE', '/api/lightgun/setup-options/gun/4')).toHaveLength(0);
    await user.click(within(item(guns, 'Sinden')).getByRole('button', { name: 'Confirm Delete' }));
    await vi.waitFor(() => expect(within(guns).queryByRole('listitem', { name: 'Sinden' })).not.toBeInTheDocument());
    expect(callsTo(requests, 'DELETE', '/api/lightgun/setup-options/gun/4')).toHaveLength(1);

    await user.click(within(item(guns, 'GunCon 2')).getByRole('button', { name: 'Delete' }));
    await user.click(within(item(guns, 'GunCon 2')).getByRole('button', { name: 'Confirm Delete' }));
    expect(await screen.findByText('GunCon 2 is used by 3 reports')).toBeInTheDocument();
    expect(item(guns, 'GunCon 2')).toBeInTheDocument();
  });
});
