import { forumKeys } from '@site/api-client';
import type { ForumThreadListResponse, WatchLevel } from '@site/contracts';
import { toast } from '@site/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setWatchLevel } from '../../api/set-watch-level.js';

/** The member's watch level on a category: every cached page of it shows the API's answer; a toast says so. */
export function useWatchCategory(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: WatchLevel) => setWatchLevel('categories', categoryId, level),
    onSuccess: ({ level }) => {
      queryClient.setQueriesData<ForumThreadListResponse>(
        { queryKey: forumKeys.category(categoryId) },
        (list) => list && { ...list, watch_level: level },
      );
      toast({
        title: level === 'watching' ? 'Watching this category' : 'Stopped watching this category',
        description:
          level === 'watching'
            ? 'You will be told of every new thread and reply here.'
            : 'You will be told of threads here you watch, and of mentions.',
      });
    },
    onError: (error) => void toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
}
