import type { Video } from '@site/contracts';
import { useSettledValue } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { minSearchLength, videoSearchQuery } from './video-search-query.js';

/** Search results for 2+ characters once typing pauses, else null; a failed search shows none (spec section 8). */
export function useVideoSearch(query: string): Video[] | null {
  const trimmed = query.trim();
  const settled = useSettledValue(trimmed);
  const search = useQuery(videoSearchQuery(settled));
  if (trimmed.length < minSearchLength) return null;
  if (search.isError) return [];
  return search.data?.videos ?? null;
}
