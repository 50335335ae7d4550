import { act, screen } from '@testing-library/react';
import { signedInAs } from '@site/test-api';
import { describe, expect, it } from 'vitest';
import { tokenPreview } from '../features/debug/token-preview.js';
import { admin } from './support/fixtures.js';
import { renderAdmin } from './support/render-admin.js';

const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('debug page', () => {
  it('shows the user, role, flags and only the first 12 characters of the token', async () => {
    signedInAs(admin);
    const token = localStorage.getItem('token')!;
    renderAdmin('/debug-admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Debug' })).toBeInTheDocument();
    expect(document.title).toBe('Debug · Lightgun Hub');
    expect(valueOf('Username')).toHaveTextContent('admin');
    expect(valueOf('Display name')).toHaveTextContent('Site Admin');
    expect(valueOf('User ID')).toHaveTextContent('1');
    expect(valueOf('Role')).toHaveTextContent('admin');
    expect(valueOf('Authenticated')).toHaveTextContent('Yes');
    expect(valueOf('Admin')).toHaveTextContent('Yes');
    expect(valueOf('Token')).toHaveTextContent(`${token.slice(0, 12)}…`);
    expect(document.body).not.toHaveTextContent(token);
    for (const [name, href] of [
      ['Admin /admin', '/admin'],
      ['Admin Dashboard /admin/dashboard', '/admin/dashboard'],
      ['Login /login', '/login'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('re-reads the stored session every second', async () => {
    signedInAs(admin);
    renderAdmin('/debug-admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin Debug' });

    localStorage.removeItem('token');
    expect(valueOf('Authenticated')).toHaveTextContent('Yes');
    // Real time, inside act: the page's own one-second timer does the update.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(valueOf('Token')).toHaveTextContent('None');
    expect(valueOf('Authenticated')).toHaveTextContent('No');
    expect(valueOf('Admin')).toHaveTextContent('No');
  });

  it('never shows a whole token, however short', () => {
    expect(tokenPreview('abcdefghijklmnopqrstuvwxyz')).toBe('abcdefghijkl…');
    expect(tokenPreview('abcdef')).toBe('abc…');
    expect(tokenPreview(null)).toBe('None');
  });
});
