import { apiClient, gamesKeys } from '@site/api-client';
import type { CompatibilityReport, CompatibilityReportEdit, CompatibilityReportInput } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A report changes the game's summary, reports and tier, and so every card and search result that shows the tier: the
 * whole catalogue is marked stale.
 */
function useReportChange<Input, Answer = CompatibilityReport>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.all }) });
}

/** Files a new report; the API refuses (409) a setup the member already reported, which is edited instead. */
export const useFileReport = (gameId: number) =>
  useReportChange((input: CompatibilityReportInput) =>
    apiClient.post<CompatibilityReport>(`/lightgun/games/${gameId}/reports`, input, {
      fallbackMessage: 'Failed to save the report',
    }),
  );

export const useEditReport = () =>
  useReportChange(({ id, changes }: { id: number; changes: CompatibilityReportEdit }) =>
    apiClient.patch<CompatibilityReport>(`/lightgun/reports/${id}`, changes, {
      fallbackMessage: 'Failed to save the report',
    }),
  );

export const useDeleteReport = () =>
  useReportChange((id: number) =>
    apiClient.delete<void>(`/lightgun/reports/${id}`, { fallbackMessage: 'Failed to delete the report' }),
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
