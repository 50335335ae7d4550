import { apiClient, gamesKeys } from '@site/api-client';
import type { CompatibilityReportPage, CompatibilitySummary, ReportSort } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const reportsPerPage = 10;

/** A game's tier, matrix and the caller's own reports. */
export const summaryQuery = (gameId: number) =>
  queryOptions({
    queryKey: gamesKeys.compatibilitySummary(gameId),
    queryFn: () => apiClient.get<CompatibilitySummary>(`/lightgun/games/${gameId}/compatibility`),
  });

/** A page of the game's reports in `sort`'s order; hidden ones come only to their author, moderators and admins. */
export const reportsQuery = (gameId: number, page: number, sort: ReportSort) =>
  queryOptions({
    queryKey: gamesKeys.compatibilityReports(gameId, page, sort),
    queryFn: () =>
      apiClient.get<CompatibilityReportPage>(
        `/lightgun/games/${gameId}/reports?${new URLSearchParams({ page: String(page), limit: String(reportsPerPage), sort })}`,
      ),
    placeholderData: keepPreviousData,
  });
