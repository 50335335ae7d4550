import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../index.js';

describe('Button', () => {
  it('while busy, says so, keeps the focus and ignores presses', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <Button busy aria-label="Edit Welcome!" onClick={onClick}>
        Loading…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Edit Welcome!' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
  });
});
