import { apiClient, gamesKeys } from '@site/api-client';
import type { SetupFilter, SetupOptions, SetupPreference } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const noSetup: SetupPreference = { gun_id: null, display_id: null, play_mode_id: null };
const storageKey = 'lightgun-hub:my-setup';

/** Each part of a setup: its address parameter (a slug), its id in the remembered choice, its list of options. */
export const setupFilterParts = [
  { key: 'gun', id: 'gun_id', list: 'guns', label: 'Gun' },
  { key: 'display', id: 'display_id', list: 'displays', label: 'Display' },
  { key: 'play', id: 'play_mode_id', list: 'play_modes', label: 'Way of playing' },
] as const satisfies ReadonlyArray<{
  key: keyof SetupFilter;
  id: keyof SetupPreference;
  list: keyof SetupOptions;
  label: string;
}>;

export const hasSetup = (setup: SetupPreference) => setupFilterParts.some((part) => setup[part.id] !== null);
export const hasFilter = (filter: SetupFilter) => setupFilterParts.some((part) => Boolean(filter[part.key]));

/** The setup an address names (`?gun=sinden&display=flat-tv&play=mame`); empty parameters are no choice. */
export function filterFromParams(params: URLSearchParams): SetupFilter {
  const filter: SetupFilter = {};
  for (const { key } of setupFilterParts) {
    const slug = params.get(key);
    if (slug) filter[key] = slug;
  }
  return filter;
}

/** `params` with `filter`'s parts in place of the setup they held (as the address and the API take them). */
export function paramsWithFilter(params: URLSearchParams, filter: SetupFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const { key } of setupFilterParts) {
    const slug = filter[key];
    if (slug) next.set(key, slug);
    else next.delete(key);
  }
  return next;
}

/** The options a filter names, each null when not chosen or unknown. */
export function optionsOfFilter(filter: SetupFilter, options: SetupOptions) {
  const find = (part: (typeof setupFilterParts)[number]) =>
    options[part.list].find((option) => option.slug === filter[part.key]) ?? null;
  const [gun, display, play] = setupFilterParts.map(find);
  return { gun, display, play };
}

/** The remembered choice (ids) as a filter (slugs); ids no longer among the options are dropped. */
export function filterOfSetup(setup: SetupPreference, options: SetupOptions): SetupFilter {
  const filter: SetupFilter = {};
  for (const part of setupFilterParts) {
    const slug = options[part.list].find((option) => option.id === setup[part.id])?.slug;
    if (slug) filter[part.key] = slug;
  }
  return filter;
}

/** A filter (slugs) as the choice to remember (ids). */
export function setupOfFilter(filter: SetupFilter, options: SetupOptions): SetupPreference {
  const { gun, display, play } = optionsOfFilter(filter, options);
  return { gun_id: gun?.id ?? null, display_id: display?.id ?? null, play_mode_id: play?.id ?? null };
}

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
