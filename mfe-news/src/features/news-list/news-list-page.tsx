import { newsPageQuery } from '@site/api-client';
import { useAuth } from '@site/auth';
import type { NewsArticle } from '@site/contracts';
import {
  Button,
  EmptyState,
  LoadingState,
  PageTitle,
  Pagination,
  pageFromParams,
  paramsWithPage,
  PostDialog,
  QueryView,
  SearchField,
  useNewsEditing,
  useSearchInParams,
} from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSaveNews } from '../../api/save-news.js';
import { NewsAdminActions } from './news-admin-actions.js';
import { NewsCard } from './news-card.js';

export function NewsListPage() {
  const { isAuthenticated, isAdmin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const { searched, text: query, setText: setQuery } = useSearchInParams(params, setParams);
  const articles = useQuery(newsPageQuery({ page, q: searched }));
  const saveNews = useSaveNews();
  const goToPage = (next: number) => {
    setParams(paramsWithPage(params, next));
    window.scrollTo({ top: 0 });
  };
  const [creating, setCreating] = useState(false);
  const { editing, loadingId, edit, close } = useNewsEditing();

  const openCreate = () => {
    if (!isAuthenticated) return navigate(`/login?returnTo=${encodeURIComponent(location.pathname)}`);
    setCreating(true);
  };
  const closeDialog = () => {
    setCreating(false);
    close();
  };
  const actionsFor = (article: NewsArticle) =>
    isAdmin ? (
      <NewsAdminActions article={article} onEdit={(a) => void edit(a.id)} editLoading={loadingId === article.id} />
    ) : null;

  return (
    <section>
      <PageTitle>News</PageTitle>
      <link rel="alternate" type="application/rss+xml" title="Lightgun Hub News" href="/api/news/rss.xml" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Gaming News</h1>
          <p className="mt-2 text-muted">The latest lightgun and retro gaming news.</p>
        </div>
        <div className="flex gap-2">
          <a href="/api/news/rss.xml" className="rounded-md border border-border px-3 py-2 text-sm hover:border-accent">
            RSS feed
          </a>
          <Button onClick={openCreate}>Create News Post</Button>
        </div>
      </div>
      <SearchField
        label="Search news"
        value={query}
        onValueChange={setQuery}
        placeholder="Search news"
        className="mt-6 block sm:max-w-md"
      />

      <div className="mt-8">
        <QueryView
          query={articles}
          errorMessage="Failed to load news"
          loading={<LoadingState label="Loading news..." />}
        >
          {({ items, pagination }) => {
            // The newest article leads the first page; later pages are a grid.
            const featured = pagination.page === 1 ? items[0] : undefined;
            const rest = featured ? items.slice(1) : items;
            if (items.length === 0)
              return <EmptyState title="No articles found" hint="Try adjusting your search criteria" />;
            return (
              <>
                {featured && <NewsCard article={featured} featured actions={actionsFor(featured)} />}
                {rest.length > 0 && (
                  <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
                    {rest.map((article) => (
                      <li key={article.id}>
                        <NewsCard article={article} actions={actionsFor(article)} />
                      </li>
                    ))}
                  </ul>
                )}
                <Pagination
                  page={pagination.page}
                  totalPages={pagination.total_pages}
                  onPageChange={goToPage}
                  label="News pages"
                />
              </>
            );
          }}
        </QueryView>
      </div>
      <PostDialog
        open={creating || editing !== null}
        section="news"
        editing={editing}
        publishesDirectly={isAdmin}
        send={(payload, editingId) => saveNews.mutateAsync({ id: editingId, payload })}
        onClose={closeDialog}
      />
    </section>
  );
}
