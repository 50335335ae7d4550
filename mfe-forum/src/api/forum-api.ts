import { apiClient } from '@site/api-client';
import type {
  ForumCategory,
  ForumCategoryInput,
  ForumCategoryWithThreads,
  ForumPost,
  ForumSearchResponse,
  ForumStats,
  ForumThread,
  ForumThreadInput,
  ForumThreadListResponse,
  ForumThreadSort,
  ForumThreadSummary,
  ForumVoteResponse,
  ForumVoteType,
  MessageResponse,
} from '@site/contracts';

// Every forum call of spec section 7, with the fallback messages of section 8 where it names one.
export const forumApi = {
  stats: () => apiClient.get<ForumStats>('/forum/stats', { fallbackMessage: 'Failed to load forum stats' }),
  categories: () => apiClient.get<ForumCategoryWithThreads[]>('/forum/categories', { fallbackMessage: 'Failed to load categories' }),
  createCategory: (input: ForumCategoryInput) => apiClient.post<ForumCategory>('/forum/categories', input, { fallbackMessage: 'Failed to save category' }),
  updateCategory: (id: number, input: ForumCategoryInput) =>
    apiClient.put<ForumCategory>(`/forum/categories/${id}`, input, { fallbackMessage: 'Failed to save category' }),
  deleteCategory: (id: number) => apiClient.delete<MessageResponse>(`/forum/categories/${id}`, { fallbackMessage: 'Failed to delete category' }),
  categoryThreads: (categoryId: string, sort: ForumThreadSort) =>
    apiClient.get<ForumThreadListResponse>(`/forum/categories/${encodeURIComponent(categoryId)}/threads?sort=${sort}`, {
      fallbackMessage: 'Failed to load threads',
    }),
  createThread: (categoryId: number, input: Omit<ForumThreadInput, 'category_id'>) =>
    apiClient.post<ForumThread>(
      `/forum/categories/${categoryId}/threads`,
      { ...input, category_id: categoryId },
      { fallbackMessage: 'Failed to create thread' },
    ),
  thread: (threadId: string) => apiClient.get<ForumThread>(`/forum/threads/${encodeURIComponent(threadId)}`, { fallbackMessage: 'Failed to load thread' }),
  deleteThread: (threadId: number) => apiClient.delete<MessageResponse>(`/forum/threads/${threadId}`, { fallbackMessage: 'Failed to delete thread' }),
  vote: (threadId: number, voteType: ForumVoteType) =>
    apiClient.post<ForumVoteResponse>(`/forum/threads/${threadId}/vote`, { vote_type: voteType }, { fallbackMessage: 'Failed to vote' }),
  togglePin: (threadId: number) =>
    apiClient.patch<ForumThreadSummary>(`/forum/threads/${threadId}/pin`, undefined, { fallbackMessage: 'Failed to pin thread' }),
  toggleLock: (threadId: number) =>
    apiClient.patch<ForumThreadSummary>(`/forum/threads/${threadId}/lock`, undefined, { fallbackMessage: 'Failed to lock thread' }),
  reply: (threadId: number, content: string) =>
    apiClient.post<ForumPost>(`/forum/threads/${threadId}/posts`, { content }, { fallbackMessage: 'Failed to post reply' }),
  editPost: (postId: number, content: string) =>
    apiClient.patch<ForumPost>(`/forum/posts/${postId}`, { content }, { fallbackMessage: 'Failed to update reply' }),
  deletePost: (postId: number) => apiClient.delete<MessageResponse>(`/forum/posts/${postId}`, { fallbackMessage: 'Failed to delete reply' }),
  search: (query: string, categoryId?: number, signal?: AbortSignal) => {
    const params = new URLSearchParams({ q: query });
    if (categoryId !== undefined) params.set('category_id', String(categoryId));
    return apiClient.get<ForumSearchResponse>(`/forum/search?${params}`, { fallbackMessage: 'Search failed', signal });
  },
};
