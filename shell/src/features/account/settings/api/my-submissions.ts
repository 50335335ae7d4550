import { apiClient } from '@site/api-client';
import type { MySubmissionPage } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Ten a page, as the API's default. */
export const mySubmissionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['account', 'submissions', page] as const,
    queryFn: ({ signal }) =>
      apiClient.get<MySubmissionPage>(`/auth/me/submissions?page=${page}`, {
        signal,
        fallbackMessage: 'Failed to load your submissions',
      }),
    placeholderData: keepPreviousData,
  });
