// The rendered text's look: the API sends bare elements (p, a, h1-h3, lists, code, quotes).
const markdownBodyClass =
  'space-y-4 leading-relaxed [overflow-wrap:anywhere] [&_a]:text-accent [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted [&_code]:rounded [&_code]:bg-surface-raised [&_code]:px-1 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_img]:h-auto [&_img]:max-w-full [&_li]:ml-6 [&_ol]:list-decimal [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-surface-raised [&_pre]:p-3 [&_ul]:list-disc';

export interface MarkdownBodyProps {
  /**
   * A member's Markdown as the API rendered it (`content_html`): raw HTML dropped, sanitised,
   * links opening in a new tab. Rendered there so no page downloads a Markdown parser.
   */
  html: string;
}

/** A post's or article's formatted text. Long words wrap so a post cannot widen a phone screen. */
export function MarkdownBody({ html }: MarkdownBodyProps) {
  return <div className={markdownBodyClass} dangerouslySetInnerHTML={{ __html: html }} />;
}
