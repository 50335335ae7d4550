import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pagination } from '@site/contracts';
import { recordRequests, server, signedInAs } from '@site/test-api';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMemberReply, aPagination, aThreadSummary, anAuthor, member, moderator } from './support/forum-fixtures.js';
import { aDiscussedGame, aProfile, aReport } from './support/profile-fixtures.js';
import { memberProfile } from './support/handlers.js';
import { renderForum } from './support/render-forum.js';

afterEach(() => vi.restoreAllMocks());

const page = (count: number, overrides: Partial<Pagination> = {}) => aPagination(count, { limit: 10, ...overrides });
const section = (name: RegExp) => screen.getByRole('region', { name });

describe('member profile', () => {
  it('shows who the member is and links each thread, reply and report to where it lives', async () => {
    server.use(
      ...memberProfile(member, {
        threads: [
          aThreadSummary({
            id: 8,
            title: 'Zapper on a PVM',
            author: anAuthor(member),
            reply_count: 3,
            game: aDiscussedGame(),
          }),
        ],
        replies: [aMemberReply({ id: 120, thread_id: 7, excerpt: 'Calibrate first' })],
        reports: [aReport(member)],
      }),
    );
    await renderForum('/u/user2');

    expect(await screen.findByRole('heading', { level: 1, name: 'User 2' })).toBeInTheDocument();
    expect(screen.getByText('@user2')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Joined March 5, 2024')).toBeInTheDocument();
    expect(screen.getByText('12 posts')).toBeInTheDocument();
    expect(document.title).toBe('User 2 (@user2) · Lightgun Hub');

    const threads = section(/^Threads/);
    expect(await within(threads).findByRole('heading', { name: 'Threads (1)' })).toBeInTheDocument();
    expect(within(threads).getByRole('link', { name: 'Zapper on a PVM' })).toHaveAttribute('href', '/forum/thread/8');
    expect(within(threads).getByText('3 replies')).toBeInTheDocument();
    expect(within(threads).getByText('Game: Time Crisis II')).toBeInTheDocument();

    const replies = section(/^Replies/);
    expect(await within(replies).findByRole('heading', { name: 'Replies (1)' })).toBeInTheDocument();
    expect(within(replies).getByRole('link', { name: 'Welcome to the forum' })).toHaveAttribute(
      'href',
      '/forum/thread/7#post-120',
    );
    expect(within(replies).getByText('Calibrate first')).toBeInTheDocument();

    const reports = section(/^Compatibility reports/);
    expect(await within(reports).findByRole('heading', { name: 'Compatibility reports (1)' })).toBeInTheDocument();
    expect(within(reports).getByRole('link', { name: 'Time Crisis II' })).toHaveAttribute('href', '/games/5');
    expect(within(reports).getByText('PlayStation 2')).toBeInTheDocument();
    expect(within(reports).getByText('GunCon 2 · CRT · Original hardware')).toBeInTheDocument();
    expect(within(reports).getByLabelText('Rating: Playable')).toBeInTheDocument();
    expect(within(reports).queryByText('Hidden')).not.toBeInTheDocument();
  });

  it("shows a moderator's role and says 'No … yet' for each empty list", async () => {
    server.use(
      http.get('/api/users/user2', () => HttpResponse.json(aProfile(moderator, { username: 'user2', post_count: 1 }))),
      ...memberProfile(member),
    );
    await renderForum('/u/user2');
    expect(await screen.findByRole('heading', { level: 1, name: 'User 4' })).toBeInTheDocument();
    expect(screen.getByText('Moderator')).toBeInTheDocument();
    expect(screen.getByText('1 post')).toBeInTheDocument();
    expect(await screen.findByText('No threads yet')).toBeInTheDocument();
    expect(await screen.findByText('No replies yet')).toBeInTheDocument();
    expect(await screen.findByText('No reports yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Threads (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Compatibility reports (0)' })).toBeInTheDocument();
  });

  it('marks a hidden report, which only its author and moderators are sent', async () => {
    signedInAs(member);
    server.use(
      ...memberProfile(member, {
        reports: [
          aReport(member, { id: 51, game_title: 'Point Blank', hidden: true, hidden_reason: 'Duplicate' }),
          aReport(member),
        ],
      }),
    );
    await renderForum('/u/user2');
    const hidden = (await screen.findByRole('link', { name: 'Point Blank' })).closest('li') as HTMLElement;
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();
    expect(within(hidden).getByText('Reason: Duplicate')).toBeInTheDocument();
    const shown = screen.getByRole('link', { name: 'Time Crisis II' }).closest('li') as HTMLElement;
    expect(within(shown).queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('loads ten threads at a time with Load more', async () => {
    const thread = (n: number) => aThreadSummary({ id: 100 + n, title: `Thread ${n}`, author: anAuthor(member) });
    server.use(
      http.get('/api/users/user2/threads', ({ request }) => {
        const number = Number(new URL(request.url).searchParams.get('page'));
        const numbers = number === 1 ? [12, 11, 10, 9, 8, 7, 6, 5, 4, 3] : [2, 1];
        return HttpResponse.json({ threads: numbers.map(thread), pagination: page(12, { page: number }) });
      }),
      ...memberProfile(member),
    );
    const calls = recordRequests();
    const user = userEvent.setup();
    await renderForum('/u/user2');
    // The heading carries the list's total, not the ten shown.
    const threads = (await screen.findByRole('heading', { name: 'Threads (12)' })).closest('section') as HTMLElement;
    expect(within(threads).getAllByRole('listitem')).toHaveLength(10);
    await user.click(within(threads).getByRole('button', { name: 'Load more' }));
    expect(await within(threads).findByRole('link', { name: 'Thread 1' })).toHaveAttribute('href', '/forum/thread/101');
    expect(within(threads).getAllByRole('listitem')).toHaveLength(12);
    expect(within(threads).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const asked = calls.filter((call) => call.path === '/api/users/user2/threads');
    expect(asked.map((call) => [call.query.get('page'), call.query.get('limit')])).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });

  it("says 'Member not found' for an unknown username", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderForum('/u/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeInTheDocument();
    expect(document.title).toBe('Member not found · Lightgun Hub');
    expect(screen.getByRole('link', { name: /Back to Forum/ })).toHaveAttribute('href', '/forum');
  });
});
