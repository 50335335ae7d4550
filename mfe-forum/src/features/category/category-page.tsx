import { isUnknownAddress } from '@site/api-client';
import type { ForumThreadSort } from '@site/contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  PageTitle,
  Pagination,
  pageFromParams,
  paramsWithPage,
} from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useForumSearch } from '../../api/forum-search.js';
import { BackLink } from '../../components/back-link.js';
import { SearchBox } from '../../components/search-box.js';
import { SearchResults } from '../../components/search-results.js';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { useLoginPath } from '../../hooks/use-login-path.js';
import { plural } from '../../utils/plural.js';
import { categoryThreadsQuery } from './category-threads-query.js';
import { ThreadList } from '../../components/thread-list.js';
import { sortFromParams, ThreadSortButtons } from './thread-sort-buttons.js';
import { WatchCategoryToggle } from './watch-category-toggle.js';

// The form (and the form library) loads when a member opens it, not with every visit.
const NewThreadForm = lazy(() => import('./new-thread-form.js').then((m) => ({ default: m.NewThreadForm })));

/** /forum/category/:categoryId: the threads (sorted, or searched), and New Thread. */
export function CategoryPage() {
  const { categoryId = '' } = useParams();
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  const { isAuthenticated } = useForumUser();
  const [params, setParams] = useSearchParams();
  const sort = sortFromParams(params);
  const page = pageFromParams(params);
  const [composing, setComposing] = useState(false);
  const threadsQuery = useQuery(categoryThreadsQuery(categoryId, sort, page));
  const reload = () => void threadsQuery.refetch();
  const search = useForumSearch(Number(categoryId));

  const back = <BackLink to="/forum">Back to Forum</BackLink>;
  const failed = threadsQuery.isError && (
    <ErrorState message={`Failed to load threads: ${threadsQuery.error.message}`} onRetry={reload} />
  );
  // A category deleted meanwhile is gone, even if an older copy of its list is cached.
  if (isUnknownAddress(threadsQuery.error)) {
    return (
      <section className="space-y-6">
        <PageTitle>Category not found</PageTitle>
        {back}
        <EmptyState title="Category not found" />
      </section>
    );
  }
  // While another sort loads, the header of the same category stays.
  const shown = threadsQuery.data?.category.id === Number(categoryId) ? threadsQuery.data : undefined;
  if (!shown) {
    return failed ? (
      <section className="space-y-6">
        <PageTitle>Forum</PageTitle>
        {back}
        {failed}
      </section>
    ) : (
      <>
        <PageTitle>Forum</PageTitle>
        <LoadingState label="Loading threads..." />
      </>
    );
  }

  const { category, threads, pagination } = shown;
  const goToPage = (next: number) => {
    setParams(paramsWithPage(params, next));
    window.scrollTo({ top: 0 });
  };
  // A new order starts again at its first page, in one change of the address.
  const sortBy = (next: ForumThreadSort) => {
    const nextParams = paramsWithPage(params, 1);
    if (next === 'latest') nextParams.delete('sort');
    else nextParams.set('sort', next);
    setParams(nextParams);
  };
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
        <div className="flex flex-wrap items-center gap-2">
          <WatchCategoryToggle list={shown} />
          <Button
            aria-expanded={composing}
            onClick={() => (isAuthenticated ? setComposing((open) => !open) : navigate(loginPath))}
          >
            New Thread
          </Button>
        </div>
      </header>

      {composing && (
        <div className="mt-6">
          <Suspense fallback={<LoadingState label="Loading the form..." />}>
            <NewThreadForm categoryId={category.id} onCancel={() => setComposing(false)} />
          </Suspense>
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <ThreadSortButtons value={sort} onChange={sortBy} disabled={search.active} />
        <SearchBox
          label="Search this category"
          placeholder="Search this category"
          query={search.query}
          onQueryChange={search.setQuery}
        />
      </div>

      <div className="mt-6">
        {search.active ? (
          <SearchResults search={search} />
        ) : (
          failed || (
            <>
              <ThreadList threads={threads} />
              <Pagination
                page={pagination.page}
                totalPages={pagination.total_pages}
                onPageChange={goToPage}
                label="Thread pages"
              />
            </>
          )
        )}
      </div>
    </section>
  );
}
