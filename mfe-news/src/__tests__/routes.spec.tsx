import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@site/auth';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AreaRoutes from '../routes.js';

function renderAt(path: string) {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/news/*" element={<AreaRoutes />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('news routes', () => {
  it('shows Gaming News, and an empty list when the news cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/news');
    expect(screen.getByRole('heading', { level: 1, name: 'Gaming News' })).toBeInTheDocument();
    expect(document.title).toBe('News · Lightgun Hub');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
  });

  it('says an unknown article is not found', async () => {
    renderAt('/news/42');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Article not found · Lightgun Hub');
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('keeps a draft of the create page in localStorage postDraft and restores it', async () => {
    const user = userEvent.setup();
    const first = renderAt('/news/create');
    expect(document.title).toBe('Post news · Lightgun Hub');
    await user.type(screen.getByLabelText('Title *'), 'My draft');
    await user.type(screen.getByLabelText('Tags'), 'GunCon{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    const saved = JSON.parse(localStorage.getItem('postDraft') ?? '{}');
    expect(saved).toMatchObject({ title: 'My draft', tags: ['GunCon'], destination: 'news', activeTab: 'text', linkUrl: '', bodyText: '' });
    expect(saved.timestamp).toEqual(expect.any(Number));
    first.unmount();
    renderAt('/news/create');
    expect(screen.getByLabelText('Title *')).toHaveValue('My draft');
    expect(screen.getByText('Draft restored.')).toBeInTheDocument();
  });

  it('asks a visitor to log in before posting and keeps unavailable tabs disabled', async () => {
    const user = userEvent.setup();
    renderAt('/news/create');
    await user.type(screen.getByLabelText('Title *'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByText('Not logged in. Please log in first.')).toBeInTheDocument();
    for (const name of ['Images & Video', 'Poll', 'AMA']) expect(screen.getByRole('tab', { name })).toBeDisabled();
  });
});
