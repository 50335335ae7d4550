import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, toast } from '../index.js';

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the previous one', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First', description: 'one' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => void toast({ title: 'Second', description: 'two' }));
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the notifications region', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    await screen.findByText('Saved');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: /F8/ });
    expect(document.activeElement).not.toBe(document.body);
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  it('the dismiss button closes the toast', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Closable' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });
});
