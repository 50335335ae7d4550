import type { ForumCategory } from '@site/contracts';
import { Button, EmptyState, LoadingState, PageTitle, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForumSearch } from '../../api/forum-search.js';
import { FeedLinks } from '../../components/feed-links.js';
import { SearchBox } from '../../components/search-box.js';
import { SearchResults } from '../../components/search-results.js';
import { useForumUser } from '../../hooks/use-forum-user.js';
import { categoriesQuery } from './categories-query.js';
import { CategoryAdminActions } from './category-admin-actions.js';
import { CategoryList } from './category-list.js';
import { ForumStats } from './forum-stats.js';

// The category form, its icon palette and the form library load on first use: most visitors never open it.
const CategoryDialog = lazy(() => import('./category-dialog.js').then((m) => ({ default: m.CategoryDialog })));

type DialogState = { open: false } | { open: true; category: ForumCategory | null };

/** /forum: stats, search, and the categories (created by members, edited and deleted by admins). */
export function ForumHomePage() {
  const { isAuthenticated, isAdmin } = useForumUser();
  const categories = useQuery(categoriesQuery);
  const search = useForumSearch();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  // Mounted from its first opening on, so later closings keep the dialog's own close behaviour.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (dialog.open && !dialogMounted) setDialogMounted(true);

  return (
    <section>
      <PageTitle>Forum</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Community Forum</h1>
          <p className="mt-2 text-muted">Talk lightguns, setups and games with the community.</p>
        </div>
        {isAuthenticated && (
          <div className="flex flex-wrap items-center gap-3">
            <FeedLinks />
            <Button onClick={() => setDialog({ open: true, category: null })}>New Category</Button>
          </div>
        )}
      </div>

      <div className="mt-6">
        <ForumStats />
      </div>

      <div className="mt-6 flex">
        <SearchBox
          label="Search the forum"
          placeholder="Search threads and posts"
          query={search.query}
          onQueryChange={search.setQuery}
        />
      </div>

      <div className="mt-8">
        {search.active ? (
          <SearchResults search={search} />
        ) : (
          <>
            <h2 className="mb-4 text-xl font-bold">Categories</h2>
            <QueryView
              query={categories}
              errorMessage="Failed to load the forum"
              loading={<LoadingState label="Loading categories..." />}
            >
              {(list) =>
                list.length === 0 ? (
                  <EmptyState
                    title="No categories yet"
                    hint={isAuthenticated ? 'Start one with New Category.' : undefined}
                  />
                ) : (
                  <CategoryList
                    categories={list}
                    actionsFor={(category) =>
                      isAdmin ? (
                        <CategoryAdminActions category={category} onEdit={() => setDialog({ open: true, category })} />
                      ) : null
                    }
                  />
                )
              }
            </QueryView>
          </>
        )}
      </div>

      {dialogMounted && (
        <Suspense fallback={null}>
          <CategoryDialog
            open={dialog.open}
            category={dialog.open ? dialog.category : null}
            onClose={() => setDialog({ open: false })}
          />
        </Suspense>
      )}
    </section>
  );
}
