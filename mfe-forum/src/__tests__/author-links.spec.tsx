import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ForumAuthor } from '@site/contracts';
import { server } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  aCategory,
  admin,
  aPost,
  aSearchAnswer,
  aThread,
  aThreadSummary,
  anAuthor,
  member,
} from './support/forum-fixtures.js';
import { categoryThreads, memberProfile, threadIs } from './support/handlers.js';
import { renderForum } from './support/render-forum.js';

const deleted: ForumAuthor = {
  id: null,
  username: '[deleted]',
  display_name: '[deleted]',
  role: 'regular',
  post_count: 0,
};

describe('author names', () => {
  it("link to the author's profile on a thread, except for a deleted account", async () => {
    server.use(
      threadIs(
        aThread({
          posts: [aPost({ id: 100, author: anAuthor(member) }), aPost({ id: 101, author: deleted, content: 'Gone' })],
        }),
      ),
      ...memberProfile(admin),
    );
    const user = userEvent.setup();
    await renderForum('/forum/thread/7');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the forum' });
    expect(
      within(screen.getByRole('article', { name: 'Reply by User 2' })).getByRole('link', { name: 'User 2' }),
    ).toHaveAttribute('href', '/u/user2');
    const gone = screen.getByRole('article', { name: 'Reply by [deleted]' });
    expect(within(gone).getByText('[deleted]')).toBeInTheDocument();
    expect(within(gone).queryByRole('link', { name: '[deleted]' })).not.toBeInTheDocument();

    // The opening post's author leads to their profile.
    await user.click(screen.getByRole('link', { name: 'User 1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/u/user1');
    expect(screen.getByText('Admin')).toBeInTheDocument();
  });

  it('link from thread lists and search results', async () => {
    const { threads: _threads, ...category } = aCategory();
    server.use(
      categoryThreads(category, [
        aThreadSummary({ author: anAuthor(member) }),
        aThreadSummary({ id: 9, author: deleted }),
      ]),
      http.get('/api/forum/search', () =>
        HttpResponse.json(
          aSearchAnswer([aThreadSummary({ id: 8, title: 'GunCon 2 on a CRT', author: anAuthor(member) })], []),
        ),
      ),
    );
    const user = userEvent.setup();
    await renderForum('/forum/category/1');
    const [mine, orphan] = await screen.findAllByRole('listitem');
    expect(within(mine).getByRole('link', { name: 'User 2' })).toHaveAttribute('href', '/u/user2');
    expect(within(orphan).getByText('[deleted]')).toBeInTheDocument();
    expect(within(orphan).queryByRole('link', { name: '[deleted]' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox'), 'guncon');
    const hits = await screen.findByRole('region', { name: 'Threads' });
    expect(within(hits).getByRole('link', { name: 'User 2' })).toHaveAttribute('href', '/u/user2');
  });
});
