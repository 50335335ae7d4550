import { adminKeys, apiClient } from '@site/api-client';
import type { CandidateReleaseList } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const candidatesQuery = queryOptions({
  queryKey: adminKeys.previewCandidates,
  queryFn: () =>
    apiClient.get<CandidateReleaseList>('/admin/previews/candidates', {
      fallbackMessage: 'Failed to load the kept releases',
    }),
});
