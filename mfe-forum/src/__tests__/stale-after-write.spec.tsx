import { createQueryClient, feedKeys } from '@site/api-client';
import { server, signedInAs } from '@site/test-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCategory, aPagination, aThread, member } from './support/forum-fixtures.js';
import { categoryThreads, threadIs } from './support/handlers.js';
import { renderForum } from './support/render-forum.js';

const { threads: _threads, ...category } = aCategory({ thread_count: 0 });

describe('a thread started or deleted marks the home feed stale (it shows the newest threads), through the published feedKeys', () => {
  it('a new thread', async () => {
    signedInAs(member);
    server.use(
      categoryThreads(category, [], aPagination(0, { limit: 20 })),
      http.post('/api/forum/categories/1/threads', () =>
        HttpResponse.json(aThread({ id: 42, title: 'My Sinden setup' }), { status: 201 }),
      ),
      threadIs(aThread({ id: 42, title: 'My Sinden setup' })),
    );
    const client = createQueryClient();
    // The shell's home feed, cached when the visit began.
    client.setQueryData(feedKeys.page(1), { items: [] });
    const user = userEvent.setup();
    await renderForum('/forum/category/1', client);
    await user.click(await screen.findByRole('button', { name: 'New Thread' }));
    await user.type(await screen.findByLabelText('Title'), 'My Sinden setup');
    await user.type(screen.getByLabelText('Content (Markdown)'), 'Pictures soon.');
    expect(client.getQueryState(feedKeys.page(1))?.isInvalidated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Create Thread' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Sinden setup' })).toBeInTheDocument();
    expect(client.getQueryState(feedKeys.page(1))?.isInvalidated).toBe(true);
  });
});
