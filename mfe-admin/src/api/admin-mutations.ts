import { apiClient } from '@site/api-client';
import type { MessageResponse, NewsArticle, NewsInput, RoleChangeRequest, User, Video, VideoInput } from '@site/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A change to a video or an article: its domain's lists and the admin's figures come back from the server. */
function useContentMutation<Variables, Answer>(domain: 'videos' | 'news', mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [domain] }), queryClient.invalidateQueries({ queryKey: ['admin'] })]),
  });
}

export const useUpdateVideo = () =>
  useContentMutation('videos', ({ id, payload }: { id: number; payload: VideoInput }) =>
    apiClient.put<Video>(`/videos/${id}`, payload, { fallbackMessage: 'Failed to update post' }),
  );
export const useDeleteVideo = () =>
  useContentMutation('videos', (id: number) => apiClient.delete<MessageResponse>(`/videos/${id}`, { fallbackMessage: 'Failed to delete video' }));
export const useUpdateNews = () =>
  useContentMutation('news', ({ id, payload }: { id: number; payload: NewsInput }) =>
    apiClient.put<NewsArticle>(`/news/${id}`, payload, { fallbackMessage: 'Failed to update news article' }),
  );
export const useDeleteNews = () =>
  useContentMutation('news', (id: number) => apiClient.delete<MessageResponse>(`/news/${id}`, { fallbackMessage: 'Failed to delete news article' }));

/** Role changes and deletions show in the user list at once, from the server's answer. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: RoleChangeRequest['role'] }) =>
      apiClient.patch<User>(`/auth/users/${id}/role`, { role } satisfies RoleChangeRequest, { fallbackMessage: 'Failed to change role' }),
    onSuccess: (updated) => queryClient.setQueryData<User[]>(['users', 'list'], (list) => list?.map((user) => (user.id === updated.id ? updated : user))),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<MessageResponse>(`/auth/users/${id}`, { fallbackMessage: 'Failed to delete user' }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<User[]>(['users', 'list'], (list) => list?.filter((user) => user.id !== id));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
