import { apiClient, forumKeys } from '@site/api-client';
import type { MemberProfile } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const profileQuery = (username: string) =>
  queryOptions({
    queryKey: [...forumKeys.member(username), 'profile'],
    queryFn: () =>
      apiClient.get<MemberProfile>(`/users/${encodeURIComponent(username)}`, {
        fallbackMessage: 'Failed to load the profile',
      }),
  });
