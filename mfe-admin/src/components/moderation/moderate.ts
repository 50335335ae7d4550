import { apiClient, markStale } from '@site/api-client';
import type { PendingItem, SubmissionDenial } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staleAfterWrite } from '../../api/content-mutation.js';
import { overviewQuery } from '../../api/overview-query.js';

/** What approving or denying needs to know of a submission. */
export type Submission = Pick<PendingItem, 'type' | 'id' | 'title'>;
export type Decision = { decision: 'approve' } | { decision: 'deny'; reason: string };

const base = { video: '/videos', news: '/news' };

/** Approve publishes the submission; deny keeps it for its submitter, marked denied, with the reason if given. */
const decide = ({ submission, ...decision }: { submission: Submission } & Decision) =>
  decision.decision === 'approve'
    ? apiClient.patch(`${base[submission.type]}/${submission.id}/approve`, undefined, {
        fallbackMessage: 'Failed to approve post',
      })
    : apiClient.patch(
        `${base[submission.type]}/${submission.id}/deny`,
        (decision.reason ? { reason: decision.reason } : {}) satisfies SubmissionDenial,
        { fallbackMessage: 'Failed to deny post' },
      );

/**
 * A decision leaves the queue at once; the figures, the lists of its kind and the home feed come back from the server.
 */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: (_answer, { submission }) => {
      queryClient.setQueryData(
        overviewQuery.queryKey,
        (overview) =>
          overview && {
            ...overview,
            pending: overview.pending.filter((item) => item.type !== submission.type || item.id !== submission.id),
          },
      );
      void markStale(queryClient, staleAfterWrite[submission.type === 'video' ? 'videos' : 'news']);
    },
  });
}
