import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewBanner } from '../preview/preview-banner.js';

function inline(value: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'remote-preview';
  script.textContent = JSON.stringify(value);
  document.head.append(script);
}

afterEach(() => document.getElementById('remote-preview')?.remove());

describe('PreviewBanner', () => {
  it('names the previewed area and its candidate, with a way out that the server handles', () => {
    inline({
      area: 'games',
      manifest_url: '/mfe/games/releases/2.0.0/mf-manifest.json',
      expires_at: '2026-11-26T06:00:00.000Z',
    });
    render(<PreviewBanner />);
    const banner = screen.getByRole('complementary', { name: 'Preview' });
    expect(banner).toHaveTextContent(
      'the games area runs the candidate /mfe/games/releases/2.0.0/mf-manifest.json. Only this browser session sees it.',
    );
    expect(screen.getByRole('link', { name: 'Leave preview' })).toHaveAttribute('href', '?preview=off');
  });

  it('shows nothing to a browser that previews nothing, or when the inlined data is not a preview', () => {
    const { container } = render(<PreviewBanner />);
    expect(container).toBeEmptyDOMElement();
    inline({ area: 'games' });
    const again = render(<PreviewBanner />);
    expect(again.container).toBeEmptyDOMElement();
  });
});
