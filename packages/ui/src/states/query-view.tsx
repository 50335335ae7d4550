import { isUnknownAddress } from '@site/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageTitle } from '../page-title/page-title.js';
import { ErrorState } from './error-state.js';
import { LoadingState } from './loading-state.js';

export interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch'>;
  /** Says what could not be loaded, above the Retry button ('Failed to load videos'). */
  errorMessage: string;
  /** What a 404 shows (and a 400: the address holds no valid id); without it they are failures like any other. */
  notFound?: ReactNode;
  loading?: ReactNode;
  /** The document title while loading or failed (the data and 'not found' set their own). */
  pageTitle?: string;
  children(data: T): ReactNode;
}

/**
 * The three states of a query that are not its data: loading, 'not found' (the API said 404, or 400 to an id that is
 * none)
 * and 'could not load' with a Retry. Data already shown stays while a refetch fails, unless the
 * refetch says it is gone.
 */
export function QueryView<T>({ query, errorMessage, notFound, loading, pageTitle, children }: QueryViewProps<T>) {
  // Something deleted meanwhile is gone, even if an older copy is cached.
  if (notFound !== undefined && isUnknownAddress(query.error)) return notFound;
  if (query.data !== undefined) return children(query.data);
  return (
    <>
      {pageTitle && <PageTitle>{pageTitle}</PageTitle>}
      {query.isPending && !query.error ? (
        (loading ?? <LoadingState />)
      ) : (
        <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />
      )}
    </>
  );
}
