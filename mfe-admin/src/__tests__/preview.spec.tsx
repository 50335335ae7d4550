import type { RemotePreview } from '@site/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, makeOverview } from './support/fixtures.js';
import { renderAdmin } from './support/render-admin.js';
import { callsTo, signedInAs, stubApi } from './support/stub-api.js';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const candidate = '/mfe/games/releases/2.0.0-abc1234/mf-manifest.json';
const preview: RemotePreview = {
  area: 'games',
  manifest_url: candidate,
  token: 'a.b.c',
  url: 'https://lightgun.example/?preview=a.b.c',
  expires_at: '2026-11-26T06:00:00.000Z',
};

describe('admin preview of a candidate build', () => {
  it('is linked from the dashboard; creating one gives the link that opens it in this browser', async () => {
    const fetchMock = stubApi({
      ...signedInAs(admin),
      'GET /api/admin/overview': { body: makeOverview() },
      'POST /api/admin/previews': { status: 201, body: preview },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');
    await user.click(await screen.findByRole('link', { name: /^Preview a candidate/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Preview a candidate' })).toBeInTheDocument();
    expect(document.title).toBe('Preview a candidate · Lightgun Hub');

    await user.selectOptions(screen.getByLabelText('Area'), 'games');
    await user.type(screen.getByLabelText('Candidate manifest'), candidate);
    await user.click(screen.getByRole('button', { name: 'Create preview' }));

    expect(await screen.findByRole('link', { name: 'Open the preview in this browser' })).toHaveAttribute('href', '/?preview=a.b.c');
    expect(screen.getByText(preview.url)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/previews')).toEqual([{ area: 'games', manifest_url: candidate }]);
  });

  it('says what a manifest address must be before sending, and shows the server’s refusal of an untrusted host', async () => {
    const fetchMock = stubApi({
      ...signedInAs(admin),
      'POST /api/admin/previews': {
        status: 422,
        body: { status: 422, detail: [{ loc: ['body', 'manifest_url'], msg: 'A preview loads code only from this site' }] },
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/preview');
    const manifest = await screen.findByLabelText('Candidate manifest');
    await user.type(manifest, 'https://cdn.example/remoteEntry.js');
    await user.click(screen.getByRole('button', { name: 'Create preview' }));
    expect(await screen.findByText('A path on this site or an http(s) URL ending in /mf-manifest.json')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/previews')).toEqual([]);

    await user.clear(manifest);
    await user.type(manifest, 'https://evil.example/mf-manifest.json');
    await user.click(screen.getByRole('button', { name: 'Create preview' }));
    expect(await screen.findByText('A preview loads code only from this site')).toBeInTheDocument();
    expect(manifest).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Open the preview in this browser' })).not.toBeInTheDocument();
  });
});
