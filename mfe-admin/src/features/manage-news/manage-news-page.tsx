import { newsPageQuery } from '@site/api-client';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageTitle,
  Pagination,
  pageFromParams,
  paramsWithPage,
  PostDialog,
  useNewsEditing,
} from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useUpdateNews } from './update-news.js';
import { ButtonLink } from '../../components/button-link.js';
import { PageHeader } from '../../components/page-header.js';
import { headCell, ScrollTable } from '../../components/scroll-table.js';
import { NewsRow } from './news-row.js';

const columns = ['Article', 'Category', 'Status', 'Author', 'Date', 'Actions'];

/** /admin/news: every article, pending ones too, a page at a time. */
export function ManageNewsPage() {
  const [params, setParams] = useSearchParams();
  const news = useQuery(newsPageQuery({ page: pageFromParams(params) }));
  const update = useUpdateNews();
  const { editing, loadingId, edit, close } = useNewsEditing();

  const shown = news.data?.items ?? [];
  const pagination = news.data?.pagination;

  return (
    <section>
      <PageTitle>Manage news</PageTitle>
      <PageHeader
        title="News Articles"
        description="Edit, approve or delete the site's news."
        actions={<ButtonLink to="/admin/news/add">Add News</ButtonLink>}
      />
      {news.isPending ? (
        <LoadingState label="Loading news..." />
      ) : news.isError ? (
        <ErrorState message={`Error loading news: ${news.error.message}`} onRetry={() => void news.refetch()} />
      ) : pagination?.total_count === 0 ? (
        <EmptyState title="No articles yet" hint="Write the first one with Add News." />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted">{pagination?.total_count} articles in total</p>
          <ScrollTable label="News articles">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={headCell}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((article) => (
                <NewsRow
                  key={article.id}
                  article={article}
                  onEdit={(a) => void edit(a.id)}
                  editLoading={loadingId === article.id}
                />
              ))}
            </tbody>
          </ScrollTable>
          <Pagination
            page={pagination?.page ?? 1}
            totalPages={pagination?.total_pages ?? 1}
            onPageChange={(next) => setParams(paramsWithPage(params, next))}
            label="News pages"
          />
        </>
      )}
      <PostDialog
        open={editing !== null}
        section="news"
        editing={editing}
        publishesDirectly
        send={(payload) =>
          editing ? update.mutateAsync({ id: editing.id, payload }) : Promise.reject(new Error('Nothing to edit'))
        }
        onClose={close}
      />
    </section>
  );
}
