import { apiClient, gamesKeys } from '@site/api-client';
import type { Platform, PlatformSetupOptions, PlatformSetupOptionsInput } from '@site/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useMarkLightgunStale } from './mark-lightgun-stale.js';

export const platformsQuery = queryOptions({
  queryKey: gamesKeys.platforms,
  queryFn: () => apiClient.get<Platform[]>('/lightgun/platforms', { fallbackMessage: 'Failed to load the platforms' }),
});

/** The original guns and ways of playing that belong to a platform. */
export const platformSetupOptionsQuery = (platformId: number) =>
  queryOptions({
    queryKey: gamesKeys.platformSetupOptions(platformId),
    queryFn: () =>
      apiClient.get<PlatformSetupOptions>(`/lightgun/platforms/${platformId}/setup-options`, {
        fallbackMessage: 'Failed to load the platform’s setups',
      }),
  });

/** Replaces the platform's whole list; reports' forms and the catalogue then read it again. */
export function useSavePlatformSetupOptions(platformId: number) {
  const markStale = useMarkLightgunStale();
  return useMutation({
    mutationFn: (input: PlatformSetupOptionsInput) =>
      apiClient.put<PlatformSetupOptions>(`/lightgun/platforms/${platformId}/setup-options`, input, {
        fallbackMessage: 'Failed to save the platform’s setups',
      }),
    onSuccess: markStale,
  });
}
