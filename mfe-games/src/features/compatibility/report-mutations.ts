import { apiClient, gamesKeys } from '@site/api-client';
import type { CompatibilityReport, CompatibilityReportInput } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A report changes the game's summary, reports and tier, and so every card and search result that shows the tier: the
 * whole catalogue is marked stale.
 */
function useReportChange<Input>(send: (input: Input) => Promise<CompatibilityReport>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.all }) });
}

/** Files the member's report for a setup, or updates the one they filed for it. */
export const useSaveReport = (gameId: number) =>
  useReportChange((input: CompatibilityReportInput) =>
    apiClient.put<CompatibilityReport>(`/lightgun/games/${gameId}/reports`, input, {
      fallbackMessage: 'Failed to save the report',
    }),
  );

export const useHideReport = () =>
  useReportChange(({ id, reason }: { id: number; reason: string }) =>
    apiClient.post<CompatibilityReport>(
      `/lightgun/reports/${id}/hide`,
      { reason },
      { fallbackMessage: 'Failed to hide the report' },
    ),
  );

export const useUnhideReport = () =>
  useReportChange((id: number) =>
    apiClient.post<CompatibilityReport>(`/lightgun/reports/${id}/unhide`, undefined, {
      fallbackMessage: 'Failed to unhide the report',
    }),
  );
