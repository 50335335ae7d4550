import type { NewsArticle } from '@site/contracts';
import { Button, formatDate, InlineConfirm, toast } from '@site/ui';
import { Link } from 'react-router-dom';
import { isNetworkError } from '@site/api-client';
import { newsCategoryLabel } from '@site/domain';
import { useDeleteNews } from './delete-news.js';
import { ModerationActions } from '../../components/moderation/moderation-actions.js';
import { bodyCell } from '../../components/scroll-table.js';
import { StatusBadge } from '../../components/status-badge.js';

interface NewsRowProps {
  article: NewsArticle;
  onEdit(article: NewsArticle): void;
  /** Edit was pressed and the article's whole body is on its way. */
  editLoading: boolean;
}

export function NewsRow({ article, onEdit, editLoading }: NewsRowProps) {
  const deletion = useDeleteNews();
  const remove = async () => {
    try {
      await deletion.mutateAsync(article.id);
      toast({ title: 'News article deleted successfully' });
    } catch (error) {
      toast({
        title: 'Error',
        description: isNetworkError(error) ? 'Error deleting news article' : 'Failed to delete news article',
        variant: 'destructive',
      });
    }
  };

  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${bodyCell} min-w-64 font-normal`}>
        <Link to={`/news/${article.id}`} className="line-clamp-2 font-semibold hover:text-accent hover:underline">
          {article.title}
        </Link>
      </th>
      <td className={`${bodyCell} whitespace-nowrap`}>{newsCategoryLabel(article.category)}</td>
      <td className={bodyCell}>
        <StatusBadge status={article.status} />
      </td>
      <td className={bodyCell}>{article.author || 'Anonymous'}</td>
      <td className={`${bodyCell} whitespace-nowrap`}>{formatDate(article.created_at || article.publishedAt)}</td>
      <td className={bodyCell}>
        {article.status === 'pending' ? (
          <ModerationActions submission={{ type: 'news', id: article.id, title: article.title }} />
        ) : (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onEdit(article)}
              aria-label={`Edit ${article.title}`}
              busy={editLoading}
            >
              {editLoading ? 'Loading…' : 'Edit'}
            </Button>
            <InlineConfirm label="Delete" ariaLabel={`Delete ${article.title}`} onConfirm={remove} />
          </div>
        )}
      </td>
    </tr>
  );
}
