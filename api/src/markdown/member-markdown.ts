import MarkdownIt, { type Options } from 'markdown-it';
import { isAllowedImageSource } from './image-hosts.js';

/** Links members may write: the web, mail, and paths on this site (no `javascript:`, `data:`, `vbscript:`...). */
const safeLink = (url: string) => !/^[a-z][a-z0-9+.-]*:/i.test(url) || /^(https?|mailto):/i.test(url);

/**
 * The one Markdown dialect of members' text: CommonMark with single line breaks kept. markdown-it
 * because its parser stays linear on the inputs that made the earlier one quadratic (50,000
 * characters of `*a` in 70 ms instead of 9 s) and renders without recursion. Raw HTML is parsed as
 * CommonMark says and then dropped, neither rendered nor shown; the output needs no sanitiser, as
 * every tag comes from the renderer and every text and attribute is escaped.
 */
// maxNesting (missing from the types) lets the parser go past our bound, so that nestingProblem can name it.
const options: Options & { maxNesting: number } = { html: true, xhtmlOut: false, breaks: true, maxNesting: 100 };
export const memberMarkdown = new MarkdownIt('commonmark', options);
// Every address makes a link or an image here; the rules below decide what a reader gets.
memberMarkdown.validateLink = () => true;

const rules = memberMarkdown.renderer.rules;
rules.html_block = () => '';
rules.html_inline = () => '';

// A body's `# ` sits below the page's own title, its one h1 (h6 stays h6).
memberMarkdown.core.ruler.push('headings_below_title', (state) => {
  for (const token of state.tokens)
    if (token.type === 'heading_open' || token.type === 'heading_close')
      token.tag = `h${Math.min(Number(token.tag.slice(1)) + 1, 6)}`;
});

// A link to an address that could run script keeps its text, not the link.
memberMarkdown.core.ruler.push('unsafe_links_as_text', (state) => {
  for (const block of state.tokens) {
    if (!block.children) continue;
    const unsafeLinkLevels: number[] = [];
    block.children = block.children.filter((token) => {
      if (token.type === 'link_open' && !safeLink(token.attrGet('href') ?? '')) unsafeLinkLevels.push(token.level);
      else if (token.type === 'link_close' && unsafeLinkLevels.at(-1) === token.level) unsafeLinkLevels.pop();
      else return true;
      return false;
    });
  }
});

// Links open in a new tab that gets no handle on this page, nor the address it came from.
rules.link_open = (tokens, index, options, _env, renderer) => {
  tokens[index].attrSet('target', '_blank');
  tokens[index].attrSet('rel', 'noopener noreferrer');
  return renderer.renderToken(tokens, index, options);
};

// An image from a host a reader's browser must not be sent to is shown as its alt text.
const renderImage = rules.image!;
rules.image = (tokens, index, options, env, renderer) => {
  const token = tokens[index];
  if (isAllowedImageSource(token.attrGet('src') ?? '')) return renderImage(tokens, index, options, env, renderer);
  return memberMarkdown.utils.escapeHtml(renderer.renderInlineAsText(token.children ?? [], options, env));
};
