import { apiClient, gamesKeys } from '@site/api-client';
import type { PlatformSetupOptions, SetupChoice, SetupOptionKind, SetupOptions } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** The three parts of a setup as both the filter and the report form show them. */
export const setupParts = [
  { key: 'gun_id', kind: 'gun', label: 'Gun', list: 'guns', choose: 'Choose a gun' },
  { key: 'display_id', kind: 'display', label: 'Display', list: 'displays', choose: 'Choose a display' },
  {
    key: 'play_mode_id',
    kind: 'play-mode',
    label: 'Way of playing',
    list: 'play_modes',
    choose: 'Choose a way of playing',
  },
] as const satisfies ReadonlyArray<{
  key: keyof SetupChoice;
  kind: SetupOptionKind;
  label: string;
  list: keyof SetupOptions;
  choose: string;
}>;

/** The original guns and ways of playing that belong to a platform: the report form offers only setups they allow. */
export const platformSetupOptionsQuery = (platformId: number) =>
  queryOptions({
    queryKey: gamesKeys.platformSetupOptions(platformId),
    queryFn: () =>
      apiClient.get<PlatformSetupOptions>(`/lightgun/platforms/${platformId}/setup-options`, {
        fallbackMessage: 'Failed to load the setup options',
      }),
  });
