import { callsTo, recordRequests, server, signedInAs } from '@site/test-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderNews } from './support/render-news.js';

const admin = { id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' } as const;
const anArticle = (id: number, status: string) => ({
  id,
  title: `Story ${id}`,
  status,
  description: '',
  excerpt: '',
  content_excerpt: '',
  content: '',
  content_html: '<p>Body</p>',
  category: 'General',
  image: '',
  author: 'member',
  tags: [],
  link_url: '',
});

/** An admin's news holding a pending and a denied post; approve and deny change them as the server would. */
function renderHeld(path = '/news') {
  signedInAs(admin);
  const stored = [anArticle(1, 'pending'), anArticle(2, 'denied')];
  const decide =
    (status: string) =>
    ({ params }: { params: Record<string, unknown> }) => {
      const index = stored.findIndex(({ id }) => String(id) === params.id);
      stored[index] = { ...stored[index]!, status };
      return HttpResponse.json(stored[index]);
    };
  server.use(
    http.get('/api/news/', () => HttpResponse.json(stored)),
    http.get('/api/news/:id', ({ params }) => HttpResponse.json(stored.find(({ id }) => String(id) === params.id))),
    http.patch('/api/news/:id/approve', decide('published')),
    http.patch('/api/news/:id/deny', decide('denied')),
  );
  const calls = recordRequests();
  renderNews(path);
  return { calls, user: userEvent.setup() };
}

const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('article')!;

describe("an admin's held news", () => {
  it('shows a denied post held, marked DENIED, with Approve and Delete and no Deny or Edit', async () => {
    renderHeld();
    const shown = within(await card('Story 2'));
    expect(shown.getByText('DENIED')).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(shown.getByRole('button', { name: 'Delete Story 2' })).toBeInTheDocument();
    expect(shown.queryByRole('button', { name: /Deny|Edit/ })).not.toBeInTheDocument();
    expect(within(await card('Story 1')).getByText('PENDING')).toBeInTheDocument();
  });

  it('marks a denied post DENIED on its page', async () => {
    renderHeld('/news/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Story 2' })).toBeInTheDocument();
    expect(screen.getByText('DENIED')).toBeInTheDocument();
  });

  it("denies a pending post with the admin's reason: PATCH .../deny, 'Post denied', then shown DENIED", async () => {
    const { calls, user } = renderHeld();
    await user.click(within(await card('Story 1')).getByRole('button', { name: 'Deny Story 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deny “Story 1”?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Off topic');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Deny' }));
    expect(await screen.findByText('Post denied')).toBeInTheDocument();
    expect(screen.getByText('The submitter is notified.')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/news/1/deny')).toEqual([{ reason: 'Off topic' }]);
    expect(callsTo(calls, 'DELETE', '/api/news/1/reject')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(within(await card('Story 1')).getByText('DENIED')).toBeInTheDocument());
  });

  it('says why a denial failed and keeps the dialog open', async () => {
    const { user } = renderHeld();
    server.use(
      http.patch('/api/news/1/deny', () => HttpResponse.json({ detail: 'Article is not pending' }, { status: 409 })),
    );
    await user.click(within(await card('Story 1')).getByRole('button', { name: 'Deny Story 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm Deny' }));
    expect(await screen.findByText('Article is not pending')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("approves a denied post: PATCH .../approve, 'Post approved!', no longer held", async () => {
    const { calls, user } = renderHeld();
    await user.click(within(await card('Story 2')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Post approved!')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/news/2/approve')).toHaveLength(1);
    await waitFor(async () => expect(within(await card('Story 2')).queryByText('DENIED')).not.toBeInTheDocument());
    expect(within(await card('Story 2')).getByRole('button', { name: 'Edit Story 2' })).toBeInTheDocument();
  });
});
