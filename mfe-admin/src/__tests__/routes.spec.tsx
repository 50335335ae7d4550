import { screen } from '@testing-library/react';
import { signedInAs } from '@site/test-api';
import { describe, expect, it } from 'vitest';
import { admin, member } from './support/fixtures.js';
import { renderAdmin } from './support/render-admin.js';

describe('admin routes', () => {
  it('sends a visitor from /admin to the login page with returnTo pointing at the dashboard', () => {
    renderAdmin('/admin');
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnTo=%2Fadmin%2Fdashboard');
  });

  it('sends a visitor from the debug page to the login page', () => {
    renderAdmin('/debug-admin');
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnTo=%2Fdebug-admin');
  });

  it.each(['/admin/dashboard', '/admin/videos', '/admin/news', '/debug-admin'])(
    'sends a member from %s to the home page',
    async (path) => {
      signedInAs(member);
      renderAdmin(path);
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );

  it('tells an admin when an admin address does not exist, in the page and its title', async () => {
    signedInAs(admin);
    renderAdmin('/admin/nothing-here');
    expect(await screen.findByText('Admin page not found')).toBeInTheDocument();
    expect(document.title).toBe('Admin page not found · Lightgun Hub');
  });
});
