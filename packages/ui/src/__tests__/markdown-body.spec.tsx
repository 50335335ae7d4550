import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownBody } from '../index.js';

describe('MarkdownBody', () => {
  it('renders Markdown with line breaks kept and links opening in a new tab', async () => {
    const { container } = render(<MarkdownBody text={'Bring your **GunCon**\nand a [CRT](https://example.com/crt).'} />);
    expect(await screen.findByText('GunCon')).toHaveProperty('tagName', 'STRONG');
    expect(container.querySelector('br')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'CRT' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never renders raw HTML or javascript: links', async () => {
    const { container } = render(<MarkdownBody text={'<script>alert(1)</script>\n\nHi <img src=x onerror="alert(2)"> [click](javascript:alert(3))'} />);
    await screen.findByText('click');
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(container.textContent).not.toContain('alert(1)');
    expect(screen.getByText('click').getAttribute('href') ?? '').not.toMatch(/^javascript:/);
  });

});
