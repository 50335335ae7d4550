import type { Video } from '@site/contracts';

/** Spec section 9: up to 4 related videos from the first 20, same category, not itself. */
export function relatedVideos(current: Video, candidates: Video[]): Video[] {
  return candidates
    .slice(0, 20)
    .filter((video) => video.id !== current.id && video.category === current.category)
    .slice(0, 4);
}
