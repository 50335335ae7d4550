import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RelativeTime } from '../index.js';

describe('RelativeTime', () => {
  it('shows the relative time in a <time> element with the exact moment as its datetime and title', () => {
    const value = new Date(Date.now() - 5 * 60_000).toISOString();
    render(<RelativeTime value={value} />);
    const time = screen.getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', value);
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
  });

  it('renders nothing for an invalid date', () => {
    const { container } = render(<RelativeTime value="not a date" />);
    expect(container).toBeEmptyDOMElement();
  });
});
