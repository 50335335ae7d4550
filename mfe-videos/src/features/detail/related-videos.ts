import type { Video } from '@site/contracts';
import { pageSizes } from '@site/domain';

/** Up to 4 related videos from the library's first few (spec section 9: 20), same category, not itself. */
export function relatedVideos(current: Video, candidates: Video[]): Video[] {
  return candidates
    .slice(0, pageSizes.relatedVideoCandidates)
    .filter((video) => video.id !== current.id && video.category === current.category)
    .slice(0, 4);
}
