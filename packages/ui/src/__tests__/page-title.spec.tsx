import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageTitle } from '../index.js';

// Unmount first: React removes its own titles, then whatever a test wrote itself goes.
afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('PageTitle', () => {
  it('names the page before the site, in a <title> hoisted into <head>', () => {
    const { container } = render(<PageTitle>Time Crisis 2</PageTitle>);
    expect(document.title).toBe('Time Crisis 2 · Lightgun Hub');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });

  it('is the site name alone without a page name (or with a blank one)', () => {
    const { rerender } = render(<PageTitle />);
    expect(document.title).toBe('Lightgun Hub');
    rerender(<PageTitle>{'  '}</PageTitle>);
    expect(document.title).toBe('Lightgun Hub');
  });

  it('follows the page: a new name replaces the old, and the title leaves with the page', () => {
    const { rerender, unmount } = render(<PageTitle>Videos</PageTitle>);
    rerender(<PageTitle>Point Blank review</PageTitle>);
    expect(document.title).toBe('Point Blank review · Lightgun Hub');
    unmount();
    expect(document.head.querySelector('title')).toBeNull();
  });

  it('goes before the title the server wrote, and a page mounted later wins over one still shown', () => {
    document.head.innerHTML = '<title>Time Crisis 2 · Lightgun Hub</title>';
    const { rerender, unmount } = render(<PageTitle>Forum</PageTitle>);
    expect(document.title).toBe('Forum · Lightgun Hub');
    rerender(
      <>
        <PageTitle>Forum</PageTitle>
        <PageTitle>Welcome to the forum!</PageTitle>
      </>,
    );
    expect(document.title).toBe('Welcome to the forum! · Lightgun Hub');
    // With no page title mounted, the server's shows again.
    unmount();
    expect(document.title).toBe('Time Crisis 2 · Lightgun Hub');
  });
});
