import { Button, EmptyState, LoadingState } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { feedPageQuery } from '../feed-api.js';
import { FeedCard } from './feed-card.js';

/** 'Latest Content': the feed, 10 a page, with Previous / Next and 'Page X of Y'. */
export function LatestContent() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const query = useQuery(feedPageQuery(page));
  // Spec section 8: a failed feed is only logged, and the feed shows empty (with a way to try again).
  useEffect(() => {
    if (query.error) console.error('Failed to load the latest content', query.error);
  }, [query.error]);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number) => {
    const merged = new URLSearchParams(params);
    if (next === 1) merged.delete('page');
    else merged.set('page', String(next));
    setParams(merged);
    // Back to the top of the list when it is out of sight.
    const top = headingRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) headingRef.current?.scrollIntoView({ block: 'start' });
  };

  const failed = query.isError;
  const feed = failed ? null : query.data;
  // The first page, or the next one while the last stays on screen.
  const loading = !failed && (query.isPending || query.isPlaceholderData);

  let body;
  if (loading && !feed) {
    body = <LoadingState label="Loading latest content..." />;
  } else if (!feed || feed.items.length === 0) {
    body = (
      <EmptyState
        title="No content available yet"
        hint={
          failed
            ? 'The latest content could not be loaded right now.'
            : 'New videos, news and forum threads will show up here.'
        }
      >
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {failed && (
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
          {page > 1 && (
            <Link
              to="/"
              className="rounded-md border border-border px-3 py-1.5 text-sm font-semibold hover:border-accent"
            >
              Back to page 1
            </Link>
          )}
        </div>
      </EmptyState>
    );
  } else {
    const { pagination } = feed;
    body = (
      <>
        <ul aria-busy={loading} className={`grid gap-4 md:grid-cols-2 ${loading ? 'opacity-60' : ''}`}>
          {feed.items.map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <FeedCard item={item} />
            </li>
          ))}
        </ul>
        <nav
          aria-label="Latest content pages"
          className="mt-6 flex items-center justify-between gap-3 sm:justify-center sm:gap-6"
        >
          <Button
            variant="secondary"
            onClick={() => goTo(pagination.page - 1)}
            disabled={!pagination.has_prev || loading}
          >
            <span aria-hidden="true">←</span> Previous
          </Button>
          <p className="text-sm font-semibold whitespace-nowrap text-muted" aria-live="polite">
            Page {pagination.page} of {Math.max(1, pagination.total_pages)}
          </p>
          <Button
            variant="secondary"
            onClick={() => goTo(pagination.page + 1)}
            disabled={!pagination.has_next || loading}
          >
            Next <span aria-hidden="true">→</span>
          </Button>
        </nav>
      </>
    );
  }

  return (
    <section aria-labelledby="latest-content-heading" className="scroll-mt-20">
      <h2 ref={headingRef} id="latest-content-heading" className="scroll-mt-20 text-xl font-bold sm:text-2xl">
        Latest Content
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}
