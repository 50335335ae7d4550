import { isNetworkError } from '@site/api-client';
import type { NewsArticle } from '@site/contracts';
import { Button, InlineConfirm, toast } from '@site/ui';
import { useModerateNews } from './moderate-news.js';

interface NewsAdminActionsProps {
  article: NewsArticle;
  onEdit(article: NewsArticle): void;
  /** Edit was pressed and the article's whole body is on its way. */
  editLoading: boolean;
}

/** Approve / Deny on pending articles; edit and delete (shown on hover or focus) on the others. */
export function NewsAdminActions({ article, onEdit, editLoading }: NewsAdminActionsProps) {
  const moderate = useModerateNews();
  const run = async (action: 'approve' | 'reject' | 'remove', done: string, failed: (error: Error) => string) => {
    try {
      await moderate.mutateAsync({ action, id: article.id });
      toast({ title: done, variant: action === 'approve' ? 'success' : undefined });
    } catch (error) {
      toast({ title: 'Error', description: failed(error as Error), variant: 'destructive' });
    }
  };

  if (article.status === 'pending') {
    return (
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={moderate.isPending}
          onClick={() => run('approve', 'Post approved!', () => 'Failed to approve post')}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={moderate.isPending}
          onClick={() => run('reject', 'Post rejected and deleted', () => 'Failed to reject post')}
        >
          Deny
        </Button>
      </div>
    );
  }
  return (
    <div className="flex gap-2 transition-opacity sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Edit ${article.title}`}
        busy={editLoading}
        onClick={() => onEdit(article)}
      >
        {editLoading ? 'Loading…' : '✎ Edit'}
      </Button>
      <InlineConfirm
        label="🗑 Delete"
        ariaLabel={`Delete ${article.title}`}
        onConfirm={() =>
          run('remove', 'News article deleted successfully', (error) =>
            isNetworkError(error) ? 'Error deleting news article' : 'Failed to delete news article',
          )
        }
      />
    </div>
  );
}
