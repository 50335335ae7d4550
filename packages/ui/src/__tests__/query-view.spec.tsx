import { ApiError } from '@site/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryView } from '../index.js';

type Query = { data?: string; error: unknown; isPending: boolean; refetch(): void };
const base: Query = { data: undefined, error: null, isPending: false, refetch: vi.fn() };
const view = (query: Partial<Query>) => (
  <QueryView query={{ ...base, ...query } as never} errorMessage="Failed to load game" notFound={<p>Game not found</p>}>
    {(data: string) => <p>{data}</p>}
  </QueryView>
);

describe('QueryView', () => {
  it('shows loading, then the data', () => {
    const { rerender } = render(view({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(view({ data: 'Time Crisis' }));
    expect(screen.getByText('Time Crisis')).toBeInTheDocument();
  });

  it("tells 'not found' from a failure, which offers Retry", async () => {
    const { rerender } = render(view({ error: new ApiError('Game not found', 404) }));
    expect(screen.getByText('Game not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    const refetch = vi.fn();
    rerender(view({ error: new ApiError('Internal server error', 500), refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load game');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("shows 'not found' for an address that holds no id at all (the API's 400), not a Retry", () => {
    render(view({ error: new ApiError('id must be a whole number', 400) }));
    expect(screen.getByText('Game not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('keeps the data shown when a refetch fails', () => {
    render(view({ data: 'Time Crisis', error: new ApiError('Network error: offline', 0) }));
    expect(screen.getByText('Time Crisis')).toBeInTheDocument();
  });
});
