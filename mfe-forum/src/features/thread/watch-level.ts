import type { WatchLevel } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@site/ui';
import { setWatchLevel } from '../../api/set-watch-level.js';
import { changeCachedThread, type ThreadRef } from './thread-query.js';

/** What each level means for the member, as the toast and the control's hint say it. */
export const watchLevels: ReadonlyArray<{ level: WatchLevel; label: string; told: string }> = [
  { level: 'watching', label: 'Watch', told: 'You will be told of every reply.' },
  { level: 'normal', label: 'Normal', told: 'You will be told when someone mentions you.' },
  { level: 'muted', label: 'Mute', told: 'You will not be told of anything in this thread.' },
];

/** The member's watch level on a thread: the page shows the API's answer, and a toast says what it means. */
export function useWatchThread(thread: ThreadRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: WatchLevel) => setWatchLevel('threads', thread.id, level),
    onSuccess: ({ level }) => {
      changeCachedThread(queryClient, thread.id, (cached) => ({ ...cached, watch_level: level }));
      toast({ title: 'Notifications updated', description: watchLevels.find((known) => known.level === level)?.told });
    },
    onError: (error) => void toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
}
