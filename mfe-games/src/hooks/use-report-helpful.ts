import { apiClient, gamesKeys } from '@site/api-client';
import type { ReportHelpfulness } from '@site/contracts';
import { toast } from '@site/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Marks a report helpful (PUT) or takes the mark back (DELETE). The button shows the change while it is sent (from the
 * mutation's variables) and until the game's reports are fetched again, since the counts and the helpful order moved.
 */
export function useReportHelpful(reportId: number, gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marked: boolean) =>
      marked
        ? apiClient.put<ReportHelpfulness>(`/lightgun/reports/${reportId}/helpful`, undefined, {
            fallbackMessage: 'Failed to mark the report helpful',
          })
        : apiClient.delete<ReportHelpfulness>(`/lightgun/reports/${reportId}/helpful`, {
            fallbackMessage: 'Failed to take back your mark',
          }),
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    // Returned, so the mutation stays pending (and the button shows the change) until the refetch lands.
    onSettled: () =>
      Promise.all([
        // ['lightgun', 'compatibility', gameId]: the game's summary and every page and order of its reports.
        queryClient.invalidateQueries({ queryKey: gamesKeys.compatibilitySummary(gameId).slice(0, 3) }),
        queryClient.invalidateQueries({ queryKey: gamesKeys.compatibilityReport(reportId) }),
      ]),
  });
}
