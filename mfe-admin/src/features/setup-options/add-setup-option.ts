import { apiClient } from '@site/api-client';
import type { SetupOption, SetupOptionInput, SetupOptionKind } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { useMarkLightgunStale } from './mark-lightgun-stale.js';

export function useAddSetupOption(kind: SetupOptionKind) {
  const markStale = useMarkLightgunStale();
  return useMutation({
    mutationFn: (input: SetupOptionInput) =>
      apiClient.post<SetupOption>(`/lightgun/setup-options/${kind}`, input, {
        fallbackMessage: 'Failed to add the option',
      }),
    onSuccess: markStale,
  });
}
