import type { ForumThreadSort } from '@site/contracts';
import { Button, EmptyState, ErrorState, LoadingState, PageTitle } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { categoryThreadsQuery } from '../../api/forum-queries.js';
import { BackLink } from '../../components/back-link.js';
import { SearchBox } from '../../components/search-box.js';
import { SearchResults } from '../../components/search-results.js';
import { useForumSearch } from '../../hooks/use-forum-search.js';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { useLoginPath } from '../../hooks/use-login-path.js';
import { isNotFound } from '../../utils/is-not-found.js';
import { plural } from '../../utils/plural.js';
import { NewThreadForm } from './new-thread-form.js';
import { ThreadList } from './thread-list.js';
import { ThreadSortButtons } from './thread-sort-buttons.js';

/** /forum/category/:categoryId: the threads (sorted, or searched), and New Thread. */
export function CategoryPage() {
  const { categoryId = '' } = useParams();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const { isAuthenticated } = useForumUser();
  const [sort, setSort] = useState<ForumThreadSort>('latest');
  const [composing, setComposing] = useState(false);
  const threadsQuery = useQuery(categoryThreadsQuery(categoryId, sort));
  const reload = () => void threadsQuery.refetch();
  const search = useForumSearch(Number(categoryId));

  const back = <BackLink to="/forum">Back to Forum</BackLink>;
  // While another sort loads, the header of the same category stays.
  const shown = threadsQuery.data?.category.id === Number(categoryId) ? threadsQuery.data : undefined;
  if (!shown) {
    if (!threadsQuery.isError) {
      return (
        <>
          <PageTitle>Forum</PageTitle>
          <LoadingState label="Loading threads..." />
        </>
      );
    }
    const missing = isNotFound(threadsQuery.error);
    return (
      <section className="space-y-6">
        <PageTitle>{missing ? 'Category not found' : 'Forum'}</PageTitle>
        {back}
        {missing ? (
          <EmptyState title="Category not found" />
        ) : (
          <ErrorState message={`Failed to load threads: ${threadsQuery.error.message}`} onRetry={reload} />
        )}
      </section>
    );
  }

  const { category, threads } = shown;
  return (
    <section>
      <PageTitle>{`${category.name} · Forum`}</PageTitle>
      {back}
      <header className="mt-4 flex flex-wrap items-start gap-4">
        <span aria-hidden="true" className="text-4xl leading-none sm:text-5xl">
          {category.icon}
        </span>
        <div className="min-w-0 flex-1 basis-52">
          <h1 className="text-2xl font-bold [overflow-wrap:anywhere] sm:text-3xl">{category.name}</h1>
          <p className="mt-1 text-muted [overflow-wrap:anywhere]">{category.description}</p>
          <p className="mt-1 text-sm text-muted">{plural(category.thread_count, 'thread')}</p>
        </div>
        <Button aria-expanded={composing} onClick={() => (isAuthenticated ? setComposing((open) => !open) : navigate(loginPath))}>
          New Thread
        </Button>
      </header>

      {composing && (
        <div className="mt-6">
          <NewThreadForm categoryId={category.id} onCancel={() => setComposing(false)} />
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <ThreadSortButtons value={sort} onChange={setSort} disabled={search.active} />
        <SearchBox label="Search this category" placeholder="Search this category" query={search.query} onQueryChange={search.setQuery} />
      </div>

      <div className="mt-6">
        {search.active ? (
          <SearchResults term={search.term} result={search.result} onRetry={search.retry} />
        ) : threadsQuery.isError ? (
          <ErrorState message={`Failed to load threads: ${threadsQuery.error.message}`} onRetry={reload} />
        ) : (
          <ThreadList threads={threads} />
        )}
      </div>
    </section>
  );
}
