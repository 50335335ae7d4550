import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownBody } from '../index.js';

describe('MarkdownBody', () => {
  it("shows the API's rendering of the text as elements, in the site's text styles", () => {
    const { container } = render(
      <MarkdownBody
        html={
          '<p>Bring your <strong>GunCon</strong><br>\nand a <a href="https://example.com/crt" target="_blank" rel="noopener noreferrer">CRT</a>.</p>'
        }
      />,
    );
    expect(screen.getByText('GunCon')).toHaveProperty('tagName', 'STRONG');
    expect(container.querySelector('br')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'CRT' })).toHaveAttribute('href', 'https://example.com/crt');
    // Long words wrap inside the box instead of widening a phone screen.
    expect(container.firstElementChild?.className).toContain('[overflow-wrap:anywhere]');
  });
});
