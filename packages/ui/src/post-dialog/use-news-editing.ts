import { newsArticleQuery } from '@site/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from '../toast/toast-store.js';
import { newsEditingOf, type NewsEditing } from './news-editing.js';

/**
 * An admin's Edit from a news list: fetches the article's detail (lists hold no whole body), then
 * opens the post dialog on it. `loadingId` is the article being fetched, for its button's busy
 * state; a failure is a toast and opens nothing.
 */
export function useNewsEditing() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<NewsEditing | null>(null);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  // Only the last Edit pressed opens: an earlier, slower answer is dropped.
  const latest = useRef<number | null>(null);

  const edit = async (id: number) => {
    latest.current = id;
    setLoadingId(id);
    try {
      const article = await queryClient.fetchQuery(newsArticleQuery(id));
      if (latest.current === id) setEditing(newsEditingOf(article));
    } catch (error) {
      if (latest.current === id)
        toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    } finally {
      if (latest.current === id) setLoadingId(null);
    }
  };

  return { editing, loadingId, edit, close: () => setEditing(null) };
}
