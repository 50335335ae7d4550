import Markdown from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import { markdownBodyClass } from './markdown-body-class.js';

/**
 * Markdown rendered safely: raw HTML is never rendered (skipHtml), react-markdown's URL filter
 * drops `javascript:` links, links open in a new tab without access to this page, and line
 * breaks are kept. Long words wrap so a post cannot widen a phone screen.
 */
export default function MarkdownBodyContent({ text }: { text: string }) {
  return (
    <div className={markdownBodyClass}>
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
