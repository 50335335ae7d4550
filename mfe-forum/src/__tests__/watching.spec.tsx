import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCategory, aThread, member } from './support/forum-fixtures.js';
import { categoryThreads, threadIs } from './support/handlers.js';
import { renderForum } from './support/render-forum.js';

afterEach(() => vi.restoreAllMocks());

const levelAnswer = http.put('/api/forum/threads/7/watch', async ({ request }) =>
  HttpResponse.json((await request.json()) as object),
);

describe('watching a thread', () => {
  it('shows the member their level and changes it with the keyboard, with a toast', async () => {
    signedInAs(member);
    server.use(threadIs(aThread({ watch_level: 'watching' })), levelAnswer);
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/thread/7');
    const group = await screen.findByRole('group', { name: 'Notifications for this thread' });
    expect(within(group).getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');

    within(group).getByRole('button', { name: 'Watch' }).focus();
    await user.tab();
    await user.tab();
    expect(within(group).getByRole('button', { name: 'Mute' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('You will not be told of anything in this thread.')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(group).getByRole('button', { name: 'Mute' })).toHaveFocus();

    await user.click(within(group).getByRole('button', { name: 'Normal' }));
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(callsTo(calls, 'PUT', '/api/forum/threads/7/watch')).toEqual([{ level: 'muted' }, { level: 'normal' }]);
    // Pressing the current level asks nothing.
    await user.click(within(group).getByRole('button', { name: 'Normal' }));
    expect(callsTo(calls, 'PUT', '/api/forum/threads/7/watch')).toHaveLength(2);
  });

  it('keeps the level and says why when the change fails', async () => {
    signedInAs(member);
    server.use(
      threadIs(aThread({ watch_level: 'normal' })),
      http.put('/api/forum/threads/7/watch', () => apiError(404, 'Thread not found')),
    );
    const user = userEvent.setup();
    await renderForum('/forum/thread/7');
    await user.click(await screen.findByRole('button', { name: 'Watch' }));
    expect(await screen.findByText('Thread not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers a visitor nothing to watch', async () => {
    server.use(threadIs(aThread()));
    await renderForum('/forum/thread/7');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Notifications for this thread' })).not.toBeInTheDocument();
  });
});

describe('watching a category', () => {
  const { threads: _threads, ...category } = aCategory();

  it('toggles Watch category for a member, pressed while watched', async () => {
    signedInAs(member);
    server.use(
      categoryThreads(category, [], undefined, { watch_level: 'normal' }),
      http.put('/api/forum/categories/1/watch', async ({ request }) =>
        HttpResponse.json((await request.json()) as object),
      ),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/category/1');
    const toggle = await screen.findByRole('button', { name: 'Watch category' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(await screen.findByText('Watching this category')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByText('Stopped watching this category')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo(calls, 'PUT', '/api/forum/categories/1/watch')).toEqual([
      { level: 'watching' },
      { level: 'normal' },
    ]);
  });

  it('has no toggle for a visitor', async () => {
    server.use(categoryThreads(category, [], undefined, { watch_level: null }));
    await renderForum('/forum/category/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'General' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch category' })).not.toBeInTheDocument();
  });
});
