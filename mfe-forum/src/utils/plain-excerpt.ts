const excerptLength = 160;

/**
 * A search hit's Markdown as a short line of plain text: link targets and emphasis marks go,
 * the words stay. It is rendered as text, never as HTML.
 */
export function plainExcerpt(markdown: string): string {
  const text = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > excerptLength ? `${text.slice(0, excerptLength).trimEnd()}…` : text;
}
