import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@site/test-api';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app.js';
import { IntroOverlay } from '../features/intro/components/intro-overlay.js';
import { introConstants } from '../features/intro/health.js';

beforeEach(() => {
  window.history.pushState({}, '', '/');
  // The home page behind stays loading: these tests are about the overlay.
  const pending = () => new Promise<never>(() => {});
  server.use(http.get('/api/feed', pending), http.get('/api/visitors/stats', pending));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const intro = () => screen.queryByRole('dialog', { name: 'Lightgun Hub intro' });

describe('intro splash', () => {
  it('is a modal dialog over an inert home page, starting on Click to Fire with focus on it', () => {
    render(<App intro={IntroOverlay} />);
    const dialog = intro()!;
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const fire = screen.getByRole('button', { name: 'Click to Fire' });
    expect(fire).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Skip intro' })).toBeInTheDocument();
    expect(document.getElementById('main')!.closest('[inert]')).not.toBeNull();
  });

  it('goes to the title screen with a HEALTH bar; every shot takes 10 %', () => {
    render(<App intro={IntroOverlay} />);
    fireEvent.click(screen.getByRole('button', { name: 'Click to Fire' }));
    const health = screen.getByRole('progressbar', { name: 'HEALTH' });
    expect(health).toHaveAttribute('aria-valuenow', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Fire' }), { clientX: 100, clientY: 100 });
    fireEvent.click(screen.getByRole('button', { name: 'Fire' }), { clientX: 200, clientY: 150 });
    expect(health).toHaveAttribute('aria-valuenow', '80');
    // Each shot leaves a bullet hole in the effect layer (DOM nodes, not React state).
    expect(document.querySelectorAll('.fx-hole')).toHaveLength(2);
  });

  it('fires from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<App intro={IntroOverlay} />);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('progressbar', { name: 'HEALTH' })).toHaveAttribute('aria-valuenow', '80');
  });

  it('shatters into 20 shards at 0 health and shows the home page 300 + 500 ms later', async () => {
    vi.useFakeTimers();
    render(<App intro={IntroOverlay} />);
    const fire = () => fireEvent.click(screen.getByRole('button', { name: /Fire/ }), { clientX: 300, clientY: 200 });
    fire();
    for (let i = 0; i < 10; i += 1) fire();
    expect(intro()).toHaveAttribute('data-phase', 'shattered');
    expect(screen.getByTestId('intro-shards').querySelectorAll('.intro-shard')).toHaveLength(introConstants.shardCount);
    act(() => vi.advanceTimersByTime(799));
    expect(intro()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(intro()).toBeNull();
    vi.useRealTimers();
    // The home page is its own chunk: it may still be arriving.
    expect(await screen.findByRole('heading', { level: 1, name: 'Lightgun Hub' })).toBeInTheDocument();
    expect(document.getElementById('main')).toHaveFocus();
    expect(document.getElementById('main')!.closest('[inert]')).toBeNull();
  });

  it('fades instead of shattering when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    render(<App intro={IntroOverlay} />);
    for (let i = 0; i < 11; i += 1) fireEvent.click(screen.getByRole('button', { name: /Fire/ }));
    expect(screen.queryByTestId('intro-shards')).toBeNull();
    expect(screen.getByTestId('intro-fade')).toBeInTheDocument();
  });

  it('Skip intro goes straight to the home page', async () => {
    const user = userEvent.setup();
    render(<App intro={IntroOverlay} />);
    await user.click(screen.getByRole('button', { name: 'Skip intro' }));
    expect(intro()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lightgun Hub' })).toBeInTheDocument();
  });

  it('Escape skips it, at any moment', async () => {
    const user = userEvent.setup();
    render(<App intro={IntroOverlay} />);
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(intro()).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<App intro={IntroOverlay} />);
    const fire = screen.getByRole('button', { name: 'Click to Fire' });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(fire).toHaveFocus();
  });

  it('is not shown when the page load did not claim it', () => {
    render(<App />);
    expect(intro()).toBeNull();
  });
});
