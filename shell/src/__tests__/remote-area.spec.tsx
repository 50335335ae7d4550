import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemoteArea } from '../remotes/remote-area.js';

describe('RemoteArea', () => {
  it('shows "{Area} is temporarily unavailable" with Retry when the remote cannot load, and retries on demand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    // No remote is registered in this test, so loading 'games/routes' really fails.
    render(<RemoteArea area="games" />);
    expect(await screen.findByRole('heading', { name: 'Games is temporarily unavailable' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // Each attempt logs its own failure: Retry really tried again. Waited for, as the heading of the first failure may
    // still show while the second attempt runs.
    const failures = () =>
      vi.mocked(console.error).mock.calls.filter(([message]) => message === 'Games failed to load').length;
    await waitFor(() => expect(failures()).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole('heading', { name: 'Games is temporarily unavailable' })).toBeInTheDocument();
  });
});
