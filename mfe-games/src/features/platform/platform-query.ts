import { apiClient } from '@site/api-client';
import type { PlatformWithGames } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { catalogueKey } from '../../api/catalogue-keys.js';

/** A platform with its games; the name is matched whatever its case. */
export const platformQuery = (name: string) =>
  queryOptions({
    queryKey: [...catalogueKey, 'platform', name.toLowerCase()],
    queryFn: () => apiClient.get<PlatformWithGames>(`/lightgun/platforms/${encodeURIComponent(name)}`),
  });
