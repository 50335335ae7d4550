import Markdown from 'react-markdown';
import remarkBreaks from 'remark-breaks';

/**
 * Markdown rendered safely: raw HTML is never rendered (skipHtml), react-markdown's URL filter
 * drops `javascript:` links, links open in a new tab without access to this page, and line
 * breaks are kept. Long words wrap so a post cannot widen a phone screen.
 */
export default function MarkdownBodyContent({ text }: { text: string }) {
  return (
    <div className="space-y-4 leading-relaxed [overflow-wrap:anywhere] [&_a]:text-accent [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted [&_code]:rounded [&_code]:bg-surface-raised [&_code]:px-1 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-surface-raised [&_pre]:p-3 [&_ul]:list-disc">
      <Markdown
        skipHtml
        remarkPlugins={[remarkBreaks]}
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ),
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
