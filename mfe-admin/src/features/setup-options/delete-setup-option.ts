import { apiClient } from '@site/api-client';
import type { SetupOption } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMarkLightgunStale } from './mark-lightgun-stale.js';

/** The server answers 204, or refuses (409) while reports use the option. */
export function useDeleteSetupOption(option: SetupOption) {
  const markStale = useMarkLightgunStale();
  return useMutation({
    mutationFn: () =>
      apiClient.delete<void>(`/lightgun/setup-options/${option.kind}/${option.id}`, {
        fallbackMessage: 'Failed to delete the option',
      }),
    onSuccess: markStale,
  });
}
