import { adminKeys, apiClient } from '@site/api-client';
import type { SetupChecklist } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** Asked for again whenever the dashboard shows it: the admin may have just changed their password at /account. */
export const setupChecklistQuery = queryOptions({
  queryKey: adminKeys.setupChecklist,
  queryFn: () =>
    apiClient.get<SetupChecklist>('/admin/setup-checklist', { fallbackMessage: 'Failed to load the setup checklist' }),
  staleTime: 0,
});
