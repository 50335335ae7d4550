import { maxDenialReasonLength } from '@site/domain';
import { callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { Toaster } from '@site/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { library } from './support/handlers.js';
import { renderVideos } from './support/render-videos.js';
import { aVideo } from './support/video-fixture.js';

const admin = { id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' } as const;
const pending = aVideo(1, { status: 'pending' });
const denied = aVideo(2, { status: 'denied' });

/** An admin's library holding a pending and a denied video; approve and deny change it as the server would. */
function renderHeld() {
  signedInAs(admin);
  const shelf = [pending, denied];
  const decide =
    (status: string) =>
    ({ params }: { params: Record<string, unknown> }) => {
      const index = shelf.findIndex(({ id }) => String(id) === params.id);
      shelf[index] = { ...shelf[index]!, status };
      return HttpResponse.json(shelf[index]);
    };
  server.use(
    ...library(shelf),
    http.patch('/api/videos/:id/approve', decide('published')),
    http.patch('/api/videos/:id/deny', decide('denied')),
  );
  const calls = recordRequests();
  renderVideos('/videos', { beside: <Toaster /> });
  return { calls, user: userEvent.setup() };
}

const card = async (title: string) => (await screen.findByRole('link', { name: title })).closest('article')!;

describe("an admin's held videos in the library", () => {
  it('shows a denied video held, marked DENIED, with Approve and Delete and no Deny or Edit', async () => {
    renderHeld();
    const shown = within(await card('Video 2'));
    expect(shown.getByText('DENIED')).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Delete Video 2' })).toBeInTheDocument();
    expect(shown.queryByRole('button', { name: /Deny|Edit/ })).not.toBeInTheDocument();
    expect(within(await card('Video 1')).getByText('PENDING')).toBeInTheDocument();
  });

  it("denies a pending video with the admin's reason: PATCH .../deny, 'Video denied', then shown DENIED", async () => {
    const { calls, user } = renderHeld();
    await user.click(within(await card('Video 1')).getByRole('button', { name: 'Deny Video 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny “Video 1”?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Not a lightgun game');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Deny' }));
    expect(await screen.findByText('Video denied')).toBeInTheDocument();
    expect(screen.getByText('The submitter is notified.')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/videos/1/deny')).toEqual([{ reason: 'Not a lightgun game' }]);
    expect(callsTo(calls, 'DELETE', '/api/videos/1/reject')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await card('Video 1')).getByText('DENIED')).toBeInTheDocument();
  });

  it('denies without a reason when none is given, and refuses one that is too long', async () => {
    const { calls, user } = renderHeld();
    await user.click(within(await card('Video 1')).getByRole('button', { name: 'Deny Video 1' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText('Reason (optional)');
    // maxLength stops typing; a paste beyond it is what the schema refuses.
    reason.removeAttribute('maxlength');
    await user.click(reason);
    await user.paste('x'.repeat(maxDenialReasonLength + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Deny' }));
    expect(await within(dialog).findByText(`At most ${maxDenialReasonLength} characters`)).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/videos/1/deny')).toEqual([]);
    await user.clear(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Deny' }));
    expect(await screen.findByText('Video denied')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/videos/1/deny')).toEqual([{}]);
  });

  it("approves a denied video: PATCH .../approve, 'Video approved!', no longer held", async () => {
    const { calls, user } = renderHeld();
    await user.click(within(await card('Video 2')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Video approved!')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/videos/2/approve')).toHaveLength(1);
    const shown = within(await card('Video 2'));
    await waitFor(() => expect(shown.queryByText('DENIED')).not.toBeInTheDocument());
    expect(shown.getByRole('button', { name: 'Edit Video 2' })).toBeInTheDocument();
  });

  it('says why a denial failed and keeps the dialog open', async () => {
    const { user } = renderHeld();
    server.use(
      http.patch('/api/videos/1/deny', () => HttpResponse.json({ detail: 'Video is not pending' }, { status: 409 })),
    );
    await user.click(within(await card('Video 1')).getByRole('button', { name: 'Deny Video 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Deny' }));
    expect(await screen.findByText('Video is not pending')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
