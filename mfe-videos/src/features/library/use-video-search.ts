import type { Video } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { minSearchLength, videoSearchQuery } from './video-search-query.js';

/**
 * Search results for a settled search of 2+ characters (the address's `?q=`, written once typing
 * pauses), else null; a failed search shows none (spec section 8).
 */
export function useVideoSearch(searched: string): Video[] | null {
  const search = useQuery(videoSearchQuery(searched));
  if (searched.length < minSearchLength) return null;
  if (search.isError) return [];
  return search.data?.videos ?? null;
}
