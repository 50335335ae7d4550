import { lazy, Suspense, type ReactNode } from 'react';

// The renderer (react-markdown and its parser) downloads with the first text shown, not with the page.
const MarkdownBodyContent = lazy(() => import('./markdown-body-content.js'));

export interface MarkdownBodyProps {
  /** Markdown as the author wrote it; raw HTML in it is dropped. */
  text: string;
  /** Shown while the renderer loads; a quiet placeholder line by default. */
  fallback?: ReactNode;
}

export function MarkdownBody({ text, fallback }: MarkdownBodyProps) {
  return (
    <Suspense fallback={fallback ?? <div aria-hidden="true" className="h-6 animate-pulse rounded bg-surface-raised" />}>
      <MarkdownBodyContent text={text} />
    </Suspense>
  );
}
