import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { soundPreferenceKey } from '../../../lib/audio/sound-preference.js';
import { ShootingRange } from '../components/shooting-range.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

function renderRange() {
  render(
    <div>
      <p data-testid="wall">Empty wall</p>
      <a href="#somewhere">A link</a>
      <button type="button">A button</button>
      <ShootingRange shakeTargetId="wall" />
    </div>,
  );
}

const ammo = () => screen.getByText(/^AMMO/).textContent;
const shoot = (element: Element) => {
  fireEvent.click(element, { clientX: 50, clientY: 60 });
  act(() => vi.advanceTimersByTime(200));
};

describe('ShootingRange', () => {
  it('shoots on empty page space: the counter drops and a hole appears', () => {
    renderRange();
    expect(ammo()).toBe('AMMO 8/8');
    shoot(screen.getByTestId('wall'));
    expect(ammo()).toBe('AMMO 7/8');
    expect(document.querySelectorAll('.fx-layer .fx-hole')).toHaveLength(1);
  });

  it('never shoots on, or blocks, a click on a link or a button', () => {
    renderRange();
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    shoot(screen.getByRole('link', { name: 'A link' }));
    shoot(screen.getByRole('button', { name: 'A button' }));
    expect(ammo()).toBe('AMMO 8/8');
    shoot(screen.getByTestId('wall'));
    expect(seen).toEqual([false, false, false]);
  });

  it('clicks empty after 8 shots; right-click reloads to 8 after 300 ms', () => {
    renderRange();
    const wall = screen.getByTestId('wall');
    for (let i = 0; i < 8; i += 1) shoot(wall);
    expect(ammo()).toBe('AMMO EMPTY');
    expect(screen.getByRole('status')).toHaveTextContent('Out of ammo. Right-click or use Reload.');
    shoot(wall);
    expect(document.querySelectorAll('.fx-dry')).toHaveLength(1);

    const menu = fireEvent.contextMenu(wall);
    expect(menu).toBe(false); // the browser menu is replaced by the reload
    expect(ammo()).toBe('AMMO RELOADING');
    act(() => vi.advanceTimersByTime(300));
    expect(ammo()).toBe('AMMO 8/8');
  });

  it('keeps the browser menu on links', () => {
    renderRange();
    expect(fireEvent.contextMenu(screen.getByRole('link', { name: 'A link' }))).toBe(true);
  });

  it('reloads from the Reload button too', () => {
    renderRange();
    shoot(screen.getByTestId('wall'));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    act(() => vi.advanceTimersByTime(300));
    expect(ammo()).toBe('AMMO 8/8');
  });

  it('has a sound toggle, on by default, remembered in localStorage', () => {
    renderRange();
    const toggle = screen.getByRole('button', { name: 'Sound' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(localStorage.getItem(soundPreferenceKey)).toBe('false');
  });
});
