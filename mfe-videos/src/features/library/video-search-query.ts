import { apiClient, videosKeys } from '@site/api-client';
import type { VideoSearchResponse } from '@site/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Spec section 5: a search starts at two characters; shorter clears the results. */
export const minSearchLength = 2;

export const videoSearchQuery = (text: string) =>
  queryOptions({
    queryKey: videosKeys.search(text),
    queryFn: ({ signal }) =>
      apiClient.get<VideoSearchResponse>(`/videos/search?q=${encodeURIComponent(text)}`, { signal }),
    enabled: text.length >= minSearchLength,
    // The last results stay up while the next search runs.
    placeholderData: keepPreviousData,
  });
