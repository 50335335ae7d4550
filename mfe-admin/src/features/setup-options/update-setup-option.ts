import { apiClient } from '@site/api-client';
import type { SetupOption, SetupOptionInput } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMarkLightgunStale } from './mark-lightgun-stale.js';

export function useUpdateSetupOption(option: SetupOption) {
  const markStale = useMarkLightgunStale();
  return useMutation({
    mutationFn: (input: SetupOptionInput) =>
      apiClient.patch<SetupOption>(`/lightgun/setup-options/${option.kind}/${option.id}`, input, {
        fallbackMessage: 'Failed to save the option',
      }),
    onSuccess: markStale,
  });
}
