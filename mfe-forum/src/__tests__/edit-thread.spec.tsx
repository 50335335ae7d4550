import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForumThread } from '@site/contracts';
import { apiError, callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAuthor, aThread, member, moderator, otherMember } from './support/forum-fixtures.js';
import { membersToMention, threadIs } from './support/handlers.js';
import { renderForum } from './support/render-forum.js';

afterEach(() => vi.restoreAllMocks());

const mine = aThread({
  title: 'My Sinden setup',
  content: 'Borders on',
  author_id: member.id,
  author: anAuthor(member),
  author_username: member.username,
});

/** The API's answer to an edit: the thread with what was sent, rendered, and marked edited. */
const savesEdits = http.patch('/api/forum/threads/7', async ({ request }) => {
  const edit = (await request.json()) as { title: string; content: string };
  return HttpResponse.json<ForumThread>({
    ...mine,
    ...edit,
    content_html: `<p>${edit.content}</p>`,
    edited: true,
  });
});

describe("editing one's thread", () => {
  it('opens the form prefilled, checks it as New Thread does, saves and marks the thread edited', async () => {
    signedInAs(member);
    server.use(threadIs(mine), savesEdits);
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/thread/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sinden setup' })).toBeInTheDocument();
    expect(screen.queryByText('(edited)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit thread' }));

    const form = await screen.findByRole('form', { name: 'Edit thread' });
    const title = within(form).getByLabelText('Title');
    const content = within(form).getByLabelText('Content (Markdown)');
    expect(title).toHaveValue('My Sinden setup');
    expect(title).toHaveAttribute('maxlength', '300');
    expect(content).toHaveValue('Borders on');
    await user.clear(title);
    await user.clear(content);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Please enter a title')).toBeInTheDocument();
    expect(within(form).getByText('Please enter some content')).toBeInTheDocument();

    await user.type(title, '  My Sinden setup, updated ');
    await user.type(content, 'Borders **off**');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sinden setup, updated' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit thread' })).not.toBeInTheDocument();
    expect(screen.getByText('(edited)')).toBeInTheDocument();
    expect(await screen.findByText('Thread updated')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/forum/threads/7')).toEqual([
      { title: 'My Sinden setup, updated', content: 'Borders **off**' },
    ]);
    // The answer goes into the page: the thread is not loaded again.
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/api/forum/threads/7')).toHaveLength(1);
  });

  it("shows the API's refusal of a locked thread, and Cancel leaves the thread as it was", async () => {
    signedInAs(member);
    server.use(
      threadIs({ ...mine, is_locked: true }),
      http.patch('/api/forum/threads/7', () => apiError(409, 'This thread is locked')),
    );
    const user = userEvent.setup();
    await renderForum('/forum/thread/7');
    await user.click(await screen.findByRole('button', { name: 'Edit thread' }));
    const form = await screen.findByRole('form', { name: 'Edit thread' });
    await user.type(within(form).getByLabelText('Title'), '!');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This thread is locked');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit thread' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit thread' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'My Sinden setup' })).toBeInTheDocument();
    expect(screen.getByText('Borders on')).toBeInTheDocument();
  });

  it('lets a moderator edit anyone’s thread, but not another member, nor a visitor', async () => {
    server.use(threadIs(mine));
    const { unmount } = await renderForum('/forum/thread/7');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit thread' })).not.toBeInTheDocument();
    unmount();

    signedInAs(otherMember);
    const second = await renderForum('/forum/thread/7');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit thread' })).not.toBeInTheDocument();
    second.unmount();

    signedInAs(moderator);
    await renderForum('/forum/thread/7');
    expect(await screen.findByRole('button', { name: 'Edit thread' })).toBeInTheDocument();
  });

  it('offers @usernames in the content as the member types', async () => {
    signedInAs(member);
    server.use(threadIs(mine), savesEdits, membersToMention([{ username: 'sharpshooter', display_name: 'Sharp' }]));
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/forum/thread/7');
    await user.click(await screen.findByRole('button', { name: 'Edit thread' }));
    const content = await screen.findByLabelText('Content (Markdown)');
    await user.type(content, ', thanks @sh');
    await screen.findByRole('option', { name: /@sharpshooter/ });
    await user.keyboard('{Enter}');
    expect(content).toHaveValue('Borders on, thanks @sharpshooter ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('(edited)')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/forum/threads/7')).toEqual([
      { title: 'My Sinden setup', content: 'Borders on, thanks @sharpshooter ' },
    ]);
  });
});
