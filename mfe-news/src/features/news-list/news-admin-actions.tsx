import { isNetworkError } from '@site/api-client';
import type { NewsArticle } from '@site/contracts';
import { Button, InlineConfirm, toast } from '@site/ui';
import { lazy, Suspense, useState } from 'react';
import { useModerateNews, type Moderation } from './moderate-news.js';

// The dialog (and the form library) loads when an admin first denies, not with the list.
const DenyDialog = lazy(() => import('@site/ui/deny-dialog').then((m) => ({ default: m.DenyDialog })));

interface NewsAdminActionsProps {
  article: NewsArticle;
  onEdit(article: NewsArticle): void;
  /** Edit was pressed and the article's whole body is on its way. */
  editLoading: boolean;
}

/**
 * Approve / Deny (with an optional reason) on pending articles, Approve / Delete on denied ones; edit and delete
 * (shown on hover or focus) on the published.
 */
export function NewsAdminActions({ article, onEdit, editLoading }: NewsAdminActionsProps) {
  const moderate = useModerateNews();
  const [denying, setDenying] = useState(false);
  /** Resolves true once done and told; a failure is told and resolves false. */
  const run = async (moderation: Moderation, done: string, failed: (error: Error) => string, description?: string) => {
    try {
      await moderate.mutateAsync(moderation);
      toast({ title: done, description, variant: moderation.action === 'approve' ? 'success' : undefined });
      return true;
    } catch (error) {
      toast({ title: 'Error', description: failed(error as Error), variant: 'destructive' });
      return false;
    }
  };
  const deleteButton = (
    <InlineConfirm
      label="🗑 Delete"
      ariaLabel={`Delete ${article.title}`}
      onConfirm={async () => {
        await run({ action: 'remove', id: article.id }, 'News article deleted successfully', (error) =>
          isNetworkError(error) ? 'Error deleting news article' : 'Failed to delete news article',
        );
      }}
    />
  );

  if (article.status === 'published') {
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
        {deleteButton}
      </div>
    );
  }

  const deny = async (reason: string) => {
    const denied = await run(
      { action: 'deny', id: article.id, reason },
      'Post denied',
      (error) => error.message || 'Failed to deny post',
      'The submitter is notified.',
    );
    if (denied) setDenying(false);
  };
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        disabled={moderate.isPending}
        onClick={() => run({ action: 'approve', id: article.id }, 'Post approved!', () => 'Failed to approve post')}
      >
        Approve
      </Button>
      {article.status === 'pending' ? (
        <Button size="sm" variant="danger" aria-label={`Deny ${article.title}`} onClick={() => setDenying(true)}>
          Deny
        </Button>
      ) : (
        deleteButton
      )}
      {denying && (
        <Suspense fallback={null}>
          <DenyDialog title={article.title} open onOpenChange={setDenying} onDeny={deny} />
        </Suspense>
      )}
    </div>
  );
}
