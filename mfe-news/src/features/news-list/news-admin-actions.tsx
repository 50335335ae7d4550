import type { NewsArticle } from '@site/contracts';
import { Button, InlineConfirm, toast } from '@site/ui';
import { newsApi } from '../../api/news-api.js';

interface NewsAdminActionsProps {
  article: NewsArticle;
  onEdit(article: NewsArticle): void;
  onChanged(): void;
}

const isNetwork = (error: unknown) => (error as Error).message.startsWith('Network error');

/** Approve / Deny on pending articles; edit and delete (shown on hover or focus) on the others. */
export function NewsAdminActions({ article, onEdit, onChanged }: NewsAdminActionsProps) {
  if (article.status === 'pending') {
    return (
      <div className="flex gap-2">
        <Button
          size="sm"
          onClick={async () => {
            try {
              await newsApi.approve(article.id);
              toast({ title: 'Post approved!', variant: 'success' });
              onChanged();
            } catch {
              toast({ title: 'Error', description: 'Failed to approve post', variant: 'destructive' });
            }
          }}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="danger"
          onClick={async () => {
            try {
              await newsApi.reject(article.id);
              toast({ title: 'Post rejected and deleted' });
              onChanged();
            } catch {
              toast({ title: 'Error', description: 'Failed to reject post', variant: 'destructive' });
            }
          }}
        >
          Deny
        </Button>
      </div>
    );
  }
  return (
    <div className="flex gap-2 transition-opacity sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
      <Button size="sm" variant="secondary" aria-label={`Edit ${article.title}`} onClick={() => onEdit(article)}>
        ✎ Edit
      </Button>
      <InlineConfirm
        label="🗑 Delete"
        ariaLabel={`Delete ${article.title}`}
        onConfirm={async () => {
          try {
            await newsApi.remove(article.id);
            toast({ title: 'News article deleted successfully' });
            onChanged();
          } catch (error) {
            toast({ title: 'Error', description: isNetwork(error) ? 'Error deleting news article' : 'Failed to delete news article', variant: 'destructive' });
          }
        }}
      />
    </div>
  );
}
