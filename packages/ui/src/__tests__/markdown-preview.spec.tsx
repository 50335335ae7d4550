import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownBody } from '../index.js';

// Its own file: the renderer must not be loaded yet, as on a page's first Markdown.
describe('MarkdownBody before its renderer has loaded', () => {
  it('shows the text at once, in the box the rendered Markdown will use', async () => {
    const { container } = render(<MarkdownBody text={'First <b>paragraph</b>\n\nSecond **one**'} />);
    const preview = container.firstElementChild;
    expect(preview?.querySelectorAll('p')).toHaveLength(2);
    expect(preview?.textContent).toBe('First paragraphSecond **one**');
    const previewClass = preview?.className;
    expect(await screen.findByText('one')).toHaveProperty('tagName', 'STRONG');
    expect(container.firstElementChild?.className).toBe(previewClass);
  });
});
