import { createQueryClient } from '@site/api-client';
import { apiError, recordRequests, server } from '@site/test-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { MentionTextAreaField } from '../mention/index.js';
import { mentionAt, withMention } from '../mention/mention-token.js';

const members = [
  { username: 'alice', display_name: 'Alice A.' },
  { username: 'alfred', display_name: 'alfred' },
  { username: 'alma', display_name: 'Alma' },
];

function Composer({ onSend }: { onSend(content: string): void }) {
  const form = useForm({ defaultValues: { content: '' } });
  return (
    <form onSubmit={form.handleSubmit(({ content }) => onSend(content))}>
      <MentionTextAreaField label="Your reply" {...form.register('content')} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderComposer(onSend = vi.fn()) {
  server.use(
    http.get('/api/users/search', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')!.toLowerCase();
      return HttpResponse.json(members.filter((member) => member.username.startsWith(q)));
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Composer onSend={onSend} />
    </QueryClientProvider>,
  );
  return { box: screen.getByRole('textbox', { name: 'Your reply' }), onSend };
}

describe('mentionAt and withMention', () => {
  it('finds an @ that starts a word, with 2+ characters up to the caret', () => {
    expect(mentionAt('hi @al', 6)).toEqual({ query: 'al', start: 3, end: 6 });
    expect(mentionAt('@al', 3)).toEqual({ query: 'al', start: 0, end: 3 });
    expect(mentionAt('hi @a', 5)).toBeNull();
    expect(mentionAt('mail me@alice', 13)).toBeNull();
    expect(mentionAt('hi @al there', 12)).toBeNull();
    expect(mentionAt('(@Zoë', 5)).toEqual({ query: 'Zoë', start: 1, end: 5 });
  });

  it('writes @username and a space where the token was, the caret after it', () => {
    expect(withMention('hi @al and', { query: 'al', start: 3, end: 6 }, 'alice')).toEqual({
      text: 'hi @alice and',
      caret: 10,
    });
    expect(withMention('@al', { query: 'al', start: 0, end: 3 }, 'alma')).toEqual({ text: '@alma ', caret: 6 });
  });
});

describe('MentionTextAreaField', () => {
  it('offers usernames after @ and 2 characters, picks with the keyboard, and the form sends the picked name', async () => {
    const calls = recordRequests();
    const user = userEvent.setup();
    const { box, onSend } = renderComposer();
    await user.type(box, 'Thanks @a');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, 'l');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['@aliceAlice A.', '@alfred', '@almaAlma']);
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 members to mention');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Thanks @alma ');
    expect((box as HTMLTextAreaElement).selectionStart).toBe(13);

    // user-event keeps a value of its own, which a pick (as a browser's) bypasses: it starts again from empty.
    await user.clear(box);
    await user.type(box, 'Hi @alf');
    await screen.findByRole('option', { name: '@alfred' });
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('Hi @alfred ');
    expect(box).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Hi @alfred ');
    // Debounced (one search a pause, not a keystroke), bounded to 8, never under 2 characters.
    const searches = calls.filter((call) => call.path === '/api/users/search');
    expect(searches.every((call) => call.query.get('limit') === '8')).toBe(true);
    expect(searches.every((call) => call.query.get('q')!.length >= 2)).toBe(true);
    expect(searches[0]?.query.get('q')).toBe('al');
    expect(searches.length).toBeLessThanOrEqual(2);
  });

  it('closes on Escape without leaving the text, and a click picks too', async () => {
    const user = userEvent.setup();
    const { box } = renderComposer();
    await user.type(box, '@al');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('@al');
    // Enter is the textarea's again: a new line.
    await user.keyboard('{Enter}@ali');
    await user.click(await screen.findByRole('option', { name: /@alice/ }));
    expect(box).toHaveValue('@al\n@alice ');
  });

  it('shows nothing when no member matches or the search fails', async () => {
    const user = userEvent.setup();
    const { box } = renderComposer();
    await user.type(box, '@zz');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    server.use(http.get('/api/users/search', () => apiError(500, 'Down')));
    await user.type(box, ' @qq');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('@zz @qq');
  });
});
