import { lazy, Suspense, type ReactNode } from 'react';
import { markdownBodyClass } from './markdown-body-class.js';

// The renderer (react-markdown and its parser) downloads with the first text shown, not with the page.
// Named: the page server preloads it on the pages that show Markdown (api/src/site/page-data.ts).
const MarkdownBodyContent = lazy(() => import(/* webpackChunkName: "markdown-renderer" */ './markdown-body-content.js'));

export interface MarkdownBodyProps {
  /** Markdown as the author wrote it; raw HTML in it is dropped. */
  text: string;
  /** Shown while the renderer loads; the text itself, unformatted, by default. */
  fallback?: ReactNode;
}

/**
 * The author's paragraphs as plain text, in the rendered body's box: about as tall as the
 * formatted text, so nothing below it jumps when the renderer arrives.
 */
function PlainTextPreview({ text }: { text: string }) {
  return (
    <div className={markdownBodyClass}>
      {/* Raw HTML is dropped by the renderer: leave its tags out of the preview too. */}
      {text.replace(/<[^>]*>/g, '').split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

export function MarkdownBody({ text, fallback }: MarkdownBodyProps) {
  return (
    <Suspense fallback={fallback ?? <PlainTextPreview text={text} />}>
      <MarkdownBodyContent text={text} />
    </Suspense>
  );
}
