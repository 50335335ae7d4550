import type { CandidateRelease, RemotePreview } from '@site/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin } from './support/fixtures.js';
import { renderAdmin } from './support/render-admin.js';

const candidate = '/mfe/games/releases/2.0.0-abc1234/mf-manifest.json';
const preview: RemotePreview = {
  area: 'games',
  manifest_url: candidate,
  token: 'a.b.c',
  url: 'https://lightgun.example/?preview=a.b.c',
  expires_at: '2026-11-26T06:00:00.000Z',
};

const release = (id: string, published: boolean): CandidateRelease => ({
  area: 'games',
  id,
  version: '1.0.0',
  commit: id.slice(-7),
  created_at: '2026-11-25T18:00:00.000Z',
  manifest_url: `/mfe/games/releases/${id}/mf-manifest.json`,
  published,
});
const previewCreated = http.post('/api/admin/previews', () => HttpResponse.json(preview, { status: 201 }));

describe('admin preview of a candidate build', () => {
  it(
    'is linked from the dashboard; creating one gives the link that opens it in this browser',
    { timeout: 15_000 },
    async () => {
      signedInAs(admin);
      server.use(previewCreated);
      const requests = recordRequests();
      const user = userEvent.setup();
      renderAdmin('/admin/dashboard');
      await user.click(await screen.findByRole('link', { name: /^Preview a candidate/ }));
      // The page loads on first use: give its chunk time on a busy machine.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Preview a candidate' }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(document.title).toBe('Preview a candidate · Lightgun Hub');
      expect(await screen.findByText('No kept releases on this site')).toBeInTheDocument();

      await user.selectOptions(screen.getByLabelText('Area'), 'games');
      await user.type(screen.getByLabelText('Candidate manifest'), candidate);
      await user.click(screen.getByRole('button', { name: 'Create preview' }));

      expect(await screen.findByRole('link', { name: 'Open the preview in this browser' })).toHaveAttribute(
        'href',
        '/?preview=a.b.c',
      );
      expect(screen.getByText(preview.url)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(/Logging out or changing your password ends it sooner/);
      expect(callsTo(requests, 'POST', '/api/admin/previews')).toEqual([{ area: 'games', manifest_url: candidate }]);
    },
  );

  it('says what a manifest address must be before sending, and shows the server’s refusal of an untrusted host', async () => {
    signedInAs(admin);
    server.use(
      http.post('/api/admin/previews', () =>
        apiError(400, [{ loc: ['body', 'manifest_url'], msg: 'A preview loads code only from this site' }]),
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/preview');
    const manifest = await screen.findByLabelText('Candidate manifest');
    await user.type(manifest, 'https://cdn.example/remoteEntry.js');
    await user.click(screen.getByRole('button', { name: 'Create preview' }));
    expect(
      await screen.findByText('A path on this site or an http(s) URL ending in /mf-manifest.json'),
    ).toBeInTheDocument();
    expect(callsTo(requests, 'POST', '/api/admin/previews')).toEqual([]);

    await user.clear(manifest);
    await user.type(manifest, 'https://evil.example/mf-manifest.json');
    await user.click(screen.getByRole('button', { name: 'Create preview' }));
    expect(await screen.findByText('A preview loads code only from this site')).toBeInTheDocument();
    expect(manifest).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Open the preview in this browser' })).not.toBeInTheDocument();
  });

  it('lists the kept releases: the published one is marked, another previews in one press', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/previews/candidates', () =>
        HttpResponse.json({
          releases: [release('20261125T180000Z-bbb2222', false), release('20261125T170000Z-aaa1111', true)],
        }),
      ),
      previewCreated,
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAdmin('/admin/preview');
    const table = await screen.findByRole('region', { name: 'Releases by area' });
    const published = within(table)
      .getByRole('rowheader', { name: '20261125T170000Z-aaa1111' })
      .closest('tr') as HTMLElement;
    expect(within(published).getByText('Published')).toBeInTheDocument();
    expect(within(published).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Preview games 20261125T180000Z-bbb2222' }));
    expect(await screen.findByRole('link', { name: 'Open the preview in this browser' })).toHaveAttribute(
      'href',
      '/?preview=a.b.c',
    );
    expect(callsTo(requests, 'POST', '/api/admin/previews')).toEqual([
      { area: 'games', manifest_url: '/mfe/games/releases/20261125T180000Z-bbb2222/mf-manifest.json' },
    ]);
  });

  it('says so when the releases cannot be loaded, and the form still works', async () => {
    signedInAs(admin);
    server.use(http.get('/api/admin/previews/candidates', () => apiError(500, 'Internal error')));
    renderAdmin('/admin/preview');
    expect(await screen.findByText(/Error loading the kept releases/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create preview' })).toBeEnabled();
  });
});
