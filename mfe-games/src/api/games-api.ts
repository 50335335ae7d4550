import { apiClient } from '@site/api-client';
import type { Game, LightgunStats, MessageResponse, Platform, PlatformWithGames } from '@site/contracts';

export const gamesApi = {
  platforms: () => apiClient.get<Platform[]>('/lightgun/platforms'),
  stats: () => apiClient.get<LightgunStats>('/lightgun/stats'),
  platform: (name: string) => apiClient.get<PlatformWithGames>(`/lightgun/platforms/${encodeURIComponent(name)}`),
  game: (id: string) => apiClient.get<Game>(`/lightgun/games/${encodeURIComponent(id)}`),
  update: (id: number, changes: Record<string, unknown>) => apiClient.patch<Game>(`/lightgun/games/${id}`, changes, { fallbackMessage: 'Unknown error' }),
  remove: (id: number) => apiClient.delete<MessageResponse>(`/lightgun/games/${id}`, { fallbackMessage: 'Failed to delete game' }),
};

export const gameCount = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;
/** Spec: the platform icon defaults to a gamepad. */
export const platformIcon = (icon: string | null | undefined) => icon || '🎮';
