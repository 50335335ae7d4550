import { apiClient } from '@site/api-client';
import type { RemotePreview, RemotePreviewInput } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';

export function useCreatePreview() {
  return useMutation({
    mutationFn: (input: RemotePreviewInput) =>
      apiClient.post<RemotePreview>('/admin/previews', input, { fallbackMessage: 'Failed to create the preview' }),
  });
}
