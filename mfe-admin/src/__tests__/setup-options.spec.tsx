import type { Platform, SetupOption, SetupOptionKind, SetupOptions } from '@site/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import axe from 'axe-core';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { admin } from './support/fixtures.js';
import { renderAdmin } from './support/render-admin.js';

const option = (id: number, kind: SetupOptionKind, name: string, extra: Partial<SetupOption> = {}): SetupOption => ({
  id,
  kind,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  description: '',
  modern: false,
  needs_crt: false,
  crt: false,
  original_hardware: false,
  report_count: 0,
  ...extra,
});

const platform = (id: number, name: string): Platform => ({
  id,
  name,
  manufacturer: '',
  icon: '🎮',
  gun: '',
  color: '#333333',
  total_games: 3,
});

/**
 * Signs the admin in; the API's options and platforms as the test changes them: every GET answers the current state.
 * The NES holds the Zapper, the original hardware and RetroArch.
 */
function optionsApi() {
  const state: SetupOptions = {
    guns: [
      option(1, 'gun', 'GunCon 2', { report_count: 3, description: "The PlayStation 2's light gun", needs_crt: true }),
      option(4, 'gun', 'Sinden', { modern: true }),
      option(5, 'gun', 'NES Zapper', { needs_crt: true, slug: 'nes-zapper' }),
    ],
    displays: [option(2, 'display', 'CRT', { report_count: 1, crt: true })],
    play_modes: [
      option(3, 'play-mode', 'MAME'),
      option(6, 'play-mode', 'Original hardware', { original_hardware: true }),
      option(7, 'play-mode', 'RetroArch'),
    ],
  };
  const platforms = [platform(10, 'Arcade'), platform(11, 'NES')];
  const held = new Map<number, number[]>([
    [10, [6, 3, 7]],
    [11, [5, 6, 7]],
  ]);
  signedInAs(admin);
  server.use(
    http.get('/api/lightgun/setup-options', () => HttpResponse.json(state)),
    http.get('/api/lightgun/platforms', () => HttpResponse.json(platforms)),
    http.get('/api/lightgun/platforms/:id/setup-options', ({ params }) =>
      HttpResponse.json({ platform_id: Number(params.id), option_ids: held.get(Number(params.id)) ?? [] }),
    ),
    http.put('/api/lightgun/platforms/:id/setup-options', async ({ params, request }) => {
      const { option_ids } = (await request.json()) as { option_ids: number[] };
      held.set(Number(params.id), option_ids);
      return HttpResponse.json({ platform_id: Number(params.id), option_ids });
    }),
  );
  return { state, held };
}

const region = (name: string) => screen.getByRole('region', { name });
const item = (section: HTMLElement, name: string) => within(section).getByRole('listitem', { name });

/**
 * Axe's rules that jsdom can judge (no layout, so no colour contrast: the Playwright journeys check that); the page
 * renders without the shell, whose header and <main> hold it in landmarks.
 */
async function violations() {
  const { violations: found } = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return found.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' | ')}`);
}

describe('admin setup options', () => {
  it('is linked from the dashboard and lists each kind with its address name, flags and report counts', async () => {
    optionsApi();
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');
    await user.click(await screen.findByRole('link', { name: /^Setup options/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Setup options' })).toBeInTheDocument();
    expect(document.title).toBe('Setup options · Lightgun Hub');
    const guns = await screen.findByRole('region', { name: 'Guns' });
    const gunCon = item(guns, 'GunCon 2');
    expect(within(gunCon).getByText("The PlayStation 2's light gun")).toBeInTheDocument();
    expect(within(gunCon).getByText('3 reports')).toBeInTheDocument();
    expect(within(gunCon).getByText('guncon-2')).toBeInTheDocument();
    expect(within(gunCon).getByText(/Needs a CRT/)).toBeInTheDocument();
    expect(within(item(guns, 'Sinden')).getByText(/Modern gun/)).toBeInTheDocument();
    expect(within(item(guns, 'Sinden')).getByText('0 reports')).toBeInTheDocument();
    expect(within(item(region('Displays'), 'CRT')).getByText('1 report')).toBeInTheDocument();
    expect(within(item(region('Displays'), 'CRT')).getByText(/Is a CRT/)).toBeInTheDocument();
    expect(item(region('Ways of playing'), 'MAME')).toBeInTheDocument();
  });

  it('says so while loading and when the options cannot be loaded', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/lightgun/setup-options', async () => {
        await delay(50);
        return apiError(500, 'Database unavailable');
      }),
    );
    renderAdmin('/admin/setup-options');
    expect(await screen.findByText('Loading setup options...')).toBeInTheDocument();
    expect(await screen.findByText(/Error loading the setup options/)).toBeInTheDocument();
  });

  it('offers on each add form only the flags of its kind', async () => {
    optionsApi();
    renderAdmin('/admin/setup-options');
    const addGun = within(await screen.findByRole('form', { name: 'Add gun' }));
    expect(addGun.getByRole('checkbox', { name: 'Modern gun' })).not.toBeChecked();
    expect(addGun.getByRole('checkbox', { name: 'Needs a CRT' })).toBeInTheDocument();
    expect(addGun.queryByRole('checkbox', { name: 'Is a CRT' })).not.toBeInTheDocument();
    const addDisplay = within(screen.getByRole('form', { name: 'Add display' }));
    expect(addDisplay.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual(['crt']);
    const addMode = within(screen.getByRole('form', { name: 'Add way of playing' }));
    expect(addMode.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual(['original_hardware']);
  });

  it('adds an option: a name is needed, the slug is made from it when empty, the flags of its kind are sent', async () => {
    const { state } = optionsApi();
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

    await user.type(within(guns).getByLabelText('Name'), '  GUN4IR Pro ');
    await user.type(within(guns).getByLabelText('Description'), 'DIY IR gun');
    await user.click(within(guns).getByRole('checkbox', { name: 'Modern gun' }));
    await user.click(within(guns).getByRole('button', { name: 'Add gun' }));
    const added = await within(guns).findByRole('listitem', { name: 'GUN4IR Pro' });
    expect(within(added).getByText('gun4ir-pro')).toBeInTheDocument();
    expect(within(added).getByText(/Modern gun/)).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/lightgun/setup-options/gun')).toEqual([
      { name: 'GUN4IR Pro', slug: 'gun4ir-pro', description: 'DIY IR gun', modern: true, needs_crt: false },
    ]);
    expect(within(guns).getByLabelText('Name')).toHaveValue('');
    expect(within(guns).getByRole('checkbox', { name: 'Modern gun' })).not.toBeChecked();
  });

  it('refuses a malformed address name before sending, and sends a good one as typed', async () => {
    const { state } = optionsApi();
    server.use(
      http.post('/api/lightgun/setup-options/display', async ({ request }) => {
        const added = { ...option(9, 'display', ''), ...((await request.json()) as Partial<SetupOption>) };
        state.displays = [...state.displays, added];
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/setup-options');
    const form = within(await screen.findByRole('form', { name: 'Add display' }));

    await user.type(form.getByLabelText('Name'), 'Trinitron PVM');
    await user.type(form.getByLabelText('Address name'), 'Trinitron PVM');
    await user.click(form.getByRole('button', { name: 'Add display' }));
    expect(form.getByLabelText('Address name')).toHaveAccessibleDescription(
      /Lower-case letters and digits, joined by single hyphens/,
    );
    expect(callsTo(requests, 'POST', '/api/lightgun/setup-options/display')).toHaveLength(0);

    await user.clear(form.getByLabelText('Address name'));
    await user.type(form.getByLabelText('Address name'), 'pvm');
    await user.click(form.getByRole('checkbox', { name: 'Is a CRT' }));
    await user.click(form.getByRole('button', { name: 'Add display' }));
    expect(await within(region('Displays')).findByRole('listitem', { name: 'Trinitron PVM' })).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/lightgun/setup-options/display')).toEqual([
      { name: 'Trinitron PVM', slug: 'pvm', description: '', crt: true },
    ]);
  });

  it("shows the server's reason when a name is taken, and its field errors under their fields", async () => {
    optionsApi();
    server.use(
      http.post('/api/lightgun/setup-options/display', () => apiError(409, 'A display named CRT already exists')),
      http.post('/api/lightgun/setup-options/play-mode', () =>
        apiError(422, [{ loc: ['body', 'slug'], msg: 'Another way of playing has the address name mame' }]),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/setup-options');
    const displays = await screen.findByRole('region', { name: 'Displays' });
    await user.type(within(displays).getByLabelText('Name'), 'crt');
    await user.click(within(displays).getByRole('button', { name: 'Add display' }));
    expect(await within(displays).findByRole('alert')).toHaveTextContent('A display named CRT already exists');
    expect(within(displays).getByLabelText('Name')).toHaveValue('crt');

    const modes = within(screen.getByRole('form', { name: 'Add way of playing' }));
    await user.type(modes.getByLabelText('Name'), 'MAME 2');
    await user.type(modes.getByLabelText('Address name'), 'mame');
    await user.click(modes.getByRole('button', { name: 'Add way of playing' }));
    expect(await modes.findByRole('alert')).toHaveTextContent('Another way of playing has the address name mame');
    expect(modes.getByLabelText('Address name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits an option in place, flags and address name included, and Cancel leaves it as it was', async () => {
    const { state } = optionsApi();
    server.use(
      http.patch('/api/lightgun/setup-options/play-mode/3', async ({ request }) => {
        const changes = (await request.json()) as Partial<SetupOption>;
        state.play_modes = state.play_modes.map((mode) => (mode.id === 3 ? { ...mode, ...changes } : mode));
        return HttpResponse.json(state.play_modes.find((mode) => mode.id === 3));
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
    const editor = within(within(modes).getByRole('form', { name: 'Edit MAME' }));
    expect(editor.getByLabelText('Address name')).toHaveValue('mame');
    expect(editor.getByRole('checkbox', { name: 'Original hardware' })).not.toBeChecked();
    await user.clear(editor.getByLabelText('Name'));
    await user.type(editor.getByLabelText('Name'), 'GroovyMAME');
    await user.clear(editor.getByLabelText('Address name'));
    await user.type(editor.getByLabelText('Description'), 'Arcade emulator');
    await user.click(editor.getByRole('button', { name: 'Save' }));

    const edited = await within(modes).findByRole('listitem', { name: 'GroovyMAME' });
    expect(within(edited).getByText('Arcade emulator')).toBeInTheDocument();
    expect(within(edited).getByText('groovymame')).toBeInTheDocument();
    expect(within(modes).queryByRole('form', { name: 'Edit MAME' })).not.toBeInTheDocument();
    expect(callsTo(requests, 'PATCH', '/api/lightgun/setup-options/play-mode/3')).toEqual([
      { name: 'GroovyMAME', slug: 'groovymame', description: 'Arcade emulator', original_hardware: false },
    ]);
  });

  it('deletes an unused option after a confirmation, and says why one in use stays', async () => {
    const { state } = optionsApi();
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

describe("admin setup options: a platform's guns and ways of playing", () => {
  it("ticks a platform's original guns and ways of playing, modern guns left out, and saves the whole list", async () => {
    const { held } = optionsApi();
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/setup-options');
    const platforms = await screen.findByRole('region', { name: 'Platforms' });
    await user.selectOptions(await within(platforms).findByLabelText('Platform'), 'NES');

    const form = within(await within(platforms).findByRole('form', { name: 'Setups of NES' }));
    const guns = within(form.getByRole('group', { name: 'Original guns of NES' }));
    expect(guns.getAllByRole('checkbox')).toHaveLength(2);
    expect(guns.getByRole('checkbox', { name: 'NES Zapper' })).toBeChecked();
    expect(guns.getByRole('checkbox', { name: 'GunCon 2' })).not.toBeChecked();
    expect(guns.queryByRole('checkbox', { name: 'Sinden' })).not.toBeInTheDocument();
    const modes = within(form.getByRole('group', { name: 'Ways of playing NES games' }));
    expect(modes.getByRole('checkbox', { name: 'Original hardware' })).toBeChecked();
    expect(modes.getByRole('checkbox', { name: 'RetroArch' })).toBeChecked();
    expect(modes.getByRole('checkbox', { name: 'MAME' })).not.toBeChecked();

    await user.click(modes.getByRole('checkbox', { name: 'RetroArch' }));
    await user.click(modes.getByRole('checkbox', { name: 'MAME' }));
    await user.click(form.getByRole('button', { name: 'Save NES’s setups' }));
    expect(await screen.findByText('NES’s setups were saved.')).toBeInTheDocument();
    expect(callsTo(requests, 'PUT', '/api/lightgun/platforms/11/setup-options')).toEqual([{ option_ids: [5, 3, 6] }]);
    expect(held.get(11)).toEqual([5, 3, 6]);
    expect(callsTo(requests, 'PUT', '/api/lightgun/platforms/10/setup-options')).toHaveLength(0);
  });

  it('is used by keyboard alone, and the page is axe-clean with the editor open', async () => {
    optionsApi();
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/setup-options');
    const select = await within(await screen.findByRole('region', { name: 'Platforms' })).findByLabelText('Platform');
    select.focus();
    await user.selectOptions(select, 'Arcade');
    const form = await screen.findByRole('form', { name: 'Setups of Arcade' });
    within(form).getByRole('checkbox', { name: 'GunCon 2' }).focus();
    await user.keyboard(' ');
    await user.tab();
    expect(within(form).getByRole('checkbox', { name: 'NES Zapper' })).toHaveFocus();
    within(form).getByRole('button', { name: 'Save Arcade’s setups' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(callsTo(requests, 'PUT', '/api/lightgun/platforms/10/setup-options')).toEqual([
        { option_ids: [1, 3, 6, 7] },
      ]),
    );
    expect(await violations()).toEqual([]);
  });

  it("shows the server's refusal, and keeps the ticks", async () => {
    optionsApi();
    server.use(
      http.put('/api/lightgun/platforms/:id/setup-options', () =>
        apiError(422, [
          {
            loc: ['body', 'option_ids', 0],
            msg: 'Sinden (4) is a modern gun: it pairs with every platform’s emulators',
          },
        ]),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/setup-options');
    await user.selectOptions(await screen.findByLabelText('Platform'), 'NES');
    const form = within(await screen.findByRole('form', { name: 'Setups of NES' }));
    await user.click(form.getByRole('checkbox', { name: 'NES Zapper' }));
    await user.click(form.getByRole('button', { name: 'Save NES’s setups' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Sinden (4) is a modern gun');
    expect(form.getByRole('checkbox', { name: 'NES Zapper' })).not.toBeChecked();
  });

  it("says so when the platforms or a platform's setups cannot be loaded, or there are no platforms", async () => {
    optionsApi();
    server.use(http.get('/api/lightgun/platforms/11/setup-options', () => apiError(500, 'Database unavailable')));
    const user = userEvent.setup();
    const { unmount } = renderAdmin('/admin/setup-options');
    await user.selectOptions(await screen.findByLabelText('Platform'), 'NES');
    expect(await screen.findByText(/Error loading the setups of NES/)).toBeInTheDocument();
    unmount();

    server.use(http.get('/api/lightgun/platforms', () => HttpResponse.json([])));
    const again = renderAdmin('/admin/setup-options');
    expect(await screen.findByText('No platforms yet')).toBeInTheDocument();
    again.unmount();

    server.use(http.get('/api/lightgun/platforms', () => apiError(500, 'Database unavailable')));
    renderAdmin('/admin/setup-options');
    expect(await screen.findByText(/Error loading the platforms/)).toBeInTheDocument();
  });
});
