import type { ForumCategory } from '@site/contracts';
import { Button, EmptyState, ErrorState, LoadingState, PageTitle } from '@site/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { categoriesQuery, forumKey } from '../../api/forum-queries.js';
import { SearchBox } from '../../components/search-box.js';
import { SearchResults } from '../../components/search-results.js';
import { useForumSearch } from '../../hooks/use-forum-search.js';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { CategoryAdminActions } from './category-admin-actions.js';
import { CategoryList } from './category-list.js';
import { ForumStats } from './forum-stats.js';

// The category form and its icon palette load on first use: most visitors never open it.
const CategoryDialog = lazy(() => import('./category-dialog.js').then((m) => ({ default: m.CategoryDialog })));

type DialogState = { open: false } | { open: true; category: ForumCategory | null };

/** /forum: stats, search, and the categories (created by members, edited and deleted by admins). */
export function ForumHomePage() {
  const { isAuthenticated, isAdmin } = useForumUser();
  const categories = useQuery(categoriesQuery);
  const queryClient = useQueryClient();
  const search = useForumSearch();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  // Mounted from its first opening on, so later closings keep the dialog's own close behaviour.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (dialog.open && !dialogMounted) setDialogMounted(true);
  // The stats count categories too: the whole forum is fetched again.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: forumKey });

  return (
    <section>
      <PageTitle>Forum</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Community Forum</h1>
          <p className="mt-2 text-muted">Talk lightguns, setups and games with the community.</p>
        </div>
        {isAuthenticated && <Button onClick={() => setDialog({ open: true, category: null })}>New Category</Button>}
      </div>

      <div className="mt-6">
        <ForumStats />
      </div>

      <div className="mt-6 flex">
        <SearchBox label="Search the forum" placeholder="Search threads and posts" query={search.query} onQueryChange={search.setQuery} />
      </div>

      <div className="mt-8">
        {search.active ? (
          <SearchResults term={search.term} result={search.result} onRetry={search.retry} />
        ) : (
          <>
            <h2 className="mb-4 text-xl font-bold">Categories</h2>
            {categories.isError && !categories.data ? (
              <ErrorState message="Failed to load the forum" onRetry={() => void categories.refetch()} />
            ) : !categories.data ? (
              <LoadingState label="Loading categories..." />
            ) : categories.data.length === 0 ? (
              <EmptyState title="No categories yet" hint={isAuthenticated ? 'Start one with New Category.' : undefined} />
            ) : (
              <CategoryList
                categories={categories.data}
                actionsFor={(category) =>
                  isAdmin ? <CategoryAdminActions category={category} onEdit={() => setDialog({ open: true, category })} onDeleted={refresh} /> : null
                }
              />
            )}
          </>
        )}
      </div>

      {dialogMounted && (
        <Suspense fallback={null}>
          <CategoryDialog
            open={dialog.open}
            category={dialog.open ? dialog.category : null}
            onClose={(saved) => {
              setDialog({ open: false });
              if (saved) refresh();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
