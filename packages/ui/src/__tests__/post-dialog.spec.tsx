import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addTag, emptyPostForm, PostDialog, postPayload, videoEditingOf } from '../index.js';

describe('postPayload', () => {
  it('falls back to the title for the body, sends new posts pending and edits without status', () => {
    const form = { ...emptyPostForm, title: ' Light gun news ', linkUrl: 'https://youtu.be/abcdefghijk', tags: ['a'] };
    expect(postPayload('videos', form, false)).toEqual({
      title: 'Light gun news',
      description: 'Light gun news',
      content: 'Light gun news',
      tags: ['a'],
      youtube_url: 'https://youtu.be/abcdefghijk',
      status: 'pending',
    });
    expect(postPayload('news', { ...form, bodyText: 'Body' }, true)).toEqual({
      title: 'Light gun news',
      description: 'Body',
      content: 'Body',
      tags: ['a'],
      category: 'General',
      image: '',
      link_url: 'https://youtu.be/abcdefghijk',
    });
  });
});

describe('videoEditingOf', () => {
  it("fills the dialog's form from a video, its tags as text", () => {
    const video = {
      id: 4,
      title: 'T',
      youtube_url: 'https://youtu.be/abcdefghijk',
      thumbnail: 'https://img/x.jpg',
      description: 'D',
      tags: [{ text: 'Sega' }],
    };
    expect(videoEditingOf(video as Parameters<typeof videoEditingOf>[0])).toEqual({
      id: 4,
      form: {
        title: 'T',
        linkUrl: 'https://youtu.be/abcdefghijk',
        imageUrl: 'https://img/x.jpg',
        bodyText: 'D',
        tags: ['Sega'],
      },
    });
  });
});

describe('addTag', () => {
  it('trims, skips empty ones and ignores duplicates', () => {
    expect(addTag(['Sega'], '  Namco ')).toEqual(['Sega', 'Namco']);
    expect(addTag(['Sega'], '   ')).toEqual(['Sega']);
    expect(addTag(['Sega'], 'sega')).toEqual(['Sega']);
  });
});

function renderDialog(send = vi.fn().mockResolvedValue({}), onClose = vi.fn()) {
  render(<PostDialog open section="videos" editing={null} send={send} publishesDirectly={false} onClose={onClose} />);
  return { send, onClose };
}

describe('PostDialog', () => {
  it('keeps Post disabled until there is a title, and counts it against 300', async () => {
    const user = userEvent.setup();
    renderDialog();
    const post = await screen.findByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    await user.type(screen.getByLabelText('Title *'), 'Hello');
    expect(post).toBeEnabled();
    expect(screen.getByText('5/300')).toBeInTheDocument();
  });

  it('asks for the YouTube URL of a video post', async () => {
    const user = userEvent.setup();
    const { send } = renderDialog();
    await user.type(await screen.findByLabelText('Title *'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText('Please enter a YouTube URL')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('submits, says it awaits approval, then closes after 2 s asking for a reload', async () => {
    const user = userEvent.setup();
    const { send, onClose } = renderDialog();
    await user.type(await screen.findByLabelText('Title *'), 'Time Crisis');
    await user.type(screen.getByLabelText('YouTube URL *'), 'https://youtu.be/abcdefghijk');
    await user.type(screen.getByLabelText('Tags'), 'Namco{Enter}');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Time Crisis', tags: ['Namco'], status: 'pending' }),
      null,
    );
    expect(await screen.findByText('✓ Submitted! It will appear after admin approval')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true), { timeout: 3000 });
  });

  it("shows the server's message on failure", async () => {
    const user = userEvent.setup();
    renderDialog(vi.fn().mockRejectedValue(new Error('Invalid YouTube URL')));
    await user.type(await screen.findByLabelText('Title *'), 'x');
    await user.type(screen.getByLabelText('YouTube URL *'), 'https://vimeo.com/1');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('✗ Error: Invalid YouTube URL')).toBeInTheDocument();
  });

  it('opens an edit on the post with its kept fields, and a later opening on an empty form', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockResolvedValue({});
    const editing = {
      id: 7,
      form: { ...emptyPostForm, title: 'Old title', bodyText: 'Old body' },
      keep: { category: 'community', readTime: '3 min' },
    };
    const dialog = (props: { open: boolean; editing: typeof editing | null }) => (
      <PostDialog section="news" send={send} publishesDirectly onClose={vi.fn()} {...props} />
    );
    const { rerender } = render(dialog({ open: true, editing }));
    expect(await screen.findByLabelText('Title *')).toHaveValue('Old title');
    await user.type(screen.getByLabelText('Title *'), ' II');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledWith(
      {
        title: 'Old title II',
        description: 'Old body',
        content: 'Old body',
        tags: [],
        category: 'community',
        image: '',
        readTime: '3 min',
      },
      7,
    );
    expect(await screen.findByText('✓ Post updated!')).toBeInTheDocument();
    rerender(dialog({ open: false, editing: null }));
    rerender(dialog({ open: true, editing: null }));
    expect(await screen.findByLabelText('Title *')).toHaveValue('');
    expect(screen.queryByText('✓ Post updated!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  });
});
