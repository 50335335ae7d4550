import Markdown from 'react-markdown';
import remarkBreaks from 'remark-breaks';

/**
 * Article bodies are Markdown rendered safely: raw HTML is never rendered (react-markdown drops
 * it), links open in a new tab without access to this page, and line breaks are kept.
 */
export default function MarkdownBody({ text }: { text: string }) {
  return (
    <div className="space-y-4 leading-relaxed [&_a]:text-accent [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc">
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
