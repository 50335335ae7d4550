import { describe, expect, it } from 'vitest';
import { markdownTokensToText, truncateAtWord } from './markdown-text.js';
import { memberMarkdown } from './member-markdown.js';

const markdownToText = (markdown: string, max = 10_000) =>
  markdownTokensToText(memberMarkdown.parse(markdown, {}), max);

describe('markdownTokensToText', () => {
  it('keeps the prose and drops the formatting', () => {
    const markdown =
      '# The **new** GunCon\n\nA _fast_ look at [the gun](https://example.com) and `calibration`.\n\n![photo](x.jpg)\n\n<div>raw</div>';
    expect(markdownToText(markdown)).toBe('The new GunCon. A fast look at the gun and calibration.');
  });

  it('ends headings and list items as sentences and joins lines with spaces', () => {
    expect(markdownToText('## Setup\n- Plug in the gun\n- Calibrate!\n\nThen play\nall night.')).toBe(
      'Setup. Plug in the gun. Calibrate! Then play all night.',
    );
  });

  it('decodes entities and escapes rather than showing them', () => {
    expect(markdownToText('Tom &amp; Jerry \\*not bold\\*')).toBe('Tom & Jerry *not bold*');
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const text = markdownToText(`${'word '.repeat(100)}end`, 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).toMatch(/^word( word)+…$/);
  });

  it('gives an empty text for a body of images and HTML only', () => {
    expect(markdownToText('![a](b.png)\n\n<br>')).toBe('');
  });
});

describe('truncateAtWord', () => {
  it('leaves a short text alone', () => {
    expect(truncateAtWord('Short.', 160)).toBe('Short.');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateAtWord('One, two, three, four', 12)).toBe('One, two…');
  });

  it('cuts inside one very long word and never splits an emoji', () => {
    expect(truncateAtWord('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(truncateAtWord(`${'a'.repeat(8)}🎮🎮🎮`, 10)).toBe(`${'a'.repeat(8)}…`);
  });
});
