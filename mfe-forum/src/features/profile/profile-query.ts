import { apiClient } from '@site/api-client';
import type { MemberProfile } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { forumKeys } from '../../api/forum-keys.js';

export const profileQuery = (username: string) =>
  queryOptions({
    queryKey: [...forumKeys.member(username), 'profile'],
    queryFn: () => apiClient.get<MemberProfile>(`/users/${encodeURIComponent(username)}`, { fallbackMessage: 'Failed to load the profile' }),
  });
