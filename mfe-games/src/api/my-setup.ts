import { apiClient, gamesKeys } from '@site/api-client';
import type { SetupFilter, SetupPreference } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const noSetup: SetupPreference = { gun_id: null, display_id: null, play_mode_id: null };
const storageKey = 'lightgun-hub:my-setup';
const parts = ['gun_id', 'display_id', 'play_mode_id'] as const;

export const hasSetup = (setup: SetupPreference) => parts.some((part) => setup[part] !== null);

/** The parts chosen, as the game lists' query parameters take them. */
export function setupFilterOf(setup: SetupPreference): SetupFilter {
  const filter: SetupFilter = {};
  for (const part of parts) if (setup[part] !== null) filter[part] = setup[part];
  return filter;
}

/** The filter as query parameters (`gun_id=3&display_id=1`). */
export const setupSearchParams = (filter: SetupFilter) =>
  new URLSearchParams(Object.entries(filter).map(([part, id]) => [part, String(id)]));

/** The setup this browser remembers; anything unreadable counts as none. */
export function storedSetup(): SetupPreference {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Partial<Record<string, unknown>> | null;
    const idOf = (value: unknown) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : null);
    return stored
      ? { gun_id: idOf(stored.gun_id), display_id: idOf(stored.display_id), play_mode_id: idOf(stored.play_mode_id) }
      : noSetup;
  } catch {
    return noSetup;
  }
}

export function storeSetup(setup: SetupPreference) {
  if (hasSetup(setup)) localStorage.setItem(storageKey, JSON.stringify(setup));
  else localStorage.removeItem(storageKey);
}

/**
 * "My setup": a member's comes from the account (the browser's while the account holds none), a
 * visitor's from the browser. Outside the catalogue key, so a catalogue change does not reload it.
 */
export const mySetupQuery = (userId: number | null) =>
  queryOptions({
    queryKey: gamesKeys.mySetup(userId),
    queryFn: async () => {
      if (userId === null) return storedSetup();
      const saved = await apiClient.get<SetupPreference>('/users/me/setup');
      return hasSetup(saved) ? saved : storedSetup();
    },
    staleTime: Infinity,
  });

export const saveMySetup = (setup: SetupPreference) =>
  apiClient.put<SetupPreference>('/users/me/setup', setup, { fallbackMessage: 'Failed to save your setup' });
