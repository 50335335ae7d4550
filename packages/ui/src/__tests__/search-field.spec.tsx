import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchField } from '../index.js';

function Search({ showLabel }: { showLabel?: boolean }) {
  const [query, setQuery] = useState('');
  return (
    <>
      <SearchField
        label="Search videos"
        value={query}
        onValueChange={setQuery}
        placeholder="2+ characters"
        showLabel={showLabel}
      />
      <output>{query}</output>
    </>
  );
}

describe('SearchField', () => {
  it('is a search box named by its label that reports every keystroke', async () => {
    render(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Search videos' });
    expect(box).toHaveAttribute('placeholder', '2+ characters');
    await userEvent.type(box, 'time');
    expect(screen.getByRole('status')).toHaveTextContent('time');
  });

  it('keeps the label for screen readers only unless asked to show it', () => {
    const { rerender } = render(<Search />);
    expect(screen.getByText('Search videos')).toHaveClass('sr-only');
    rerender(<Search showLabel />);
    expect(screen.getByText('Search videos')).not.toHaveClass('sr-only');
  });
});
