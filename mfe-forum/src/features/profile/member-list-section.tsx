import type { Pagination } from '@site/contracts';
import { Button, EmptyState, LoadingState, QueryView } from '@site/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';

type ListQuery = Pick<
  UseInfiniteQueryResult<InfiniteData<{ pagination: Pagination }>>,
  'data' | 'error' | 'isPending' | 'refetch' | 'hasNextPage' | 'fetchNextPage' | 'isFetchingNextPage'
>;

interface MemberListSectionProps {
  /** The heading, e.g. 'Threads'; the list's total follows it once known: 'Threads (3)'. */
  title: string;
  empty: string;
  query: ListQuery;
  /** The loaded items, each an <li>. */
  children: ReactNode[];
}

/**
 * One list of a profile: its heading with the total, the items loaded so far and 'Load more' while there are others.
 */
export function MemberListSection({ title, empty, query, children }: MemberListSectionProps) {
  const headingId = useId();
  const total = query.data?.pages.at(-1)?.pagination.total_count;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold">
        {total === undefined ? title : `${title} (${total})`}
      </h2>
      <QueryView
        query={query}
        errorMessage={`Failed to load ${title.toLowerCase()}: ${query.error?.message}`}
        loading={<LoadingState label={`Loading ${title.toLowerCase()}...`} />}
      >
        {() =>
          children.length === 0 ? (
            <EmptyState title={empty} />
          ) : (
            <>
              <ul className="divide-y divide-border rounded-lg border border-border bg-surface">{children}</ul>
              {query.hasNextPage && (
                <Button
                  variant="secondary"
                  disabled={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              )}
            </>
          )
        }
      </QueryView>
    </section>
  );
}
