import type { Video } from '@site/contracts';

/** Spec section 9: related videos are picked from the library's first 20. */
export const relatedCandidates = 20;

/** Up to 4 related videos from the first 20, same category, not itself. */
export function relatedVideos(current: Video, candidates: Video[]): Video[] {
  return candidates
    .slice(0, relatedCandidates)
    .filter((video) => video.id !== current.id && video.category === current.category)
    .slice(0, 4);
}
