import { thumbnailUrl } from '@site/domain';
import { useState } from 'react';

// Spec section 8: a failing thumbnail falls back to YouTube's own image, then a stock picture.
const stockImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#1f1f2a"/><circle cx="8" cy="4.5" r="2" fill="none" stroke="#fb7185" stroke-width=".4"/><path d="M8 1.8v5.4M5.3 4.5h5.4" stroke="#fb7185" stroke-width=".3"/></svg>',
  );

export interface VideoThumbnailProps {
  thumbnail: string;
  youtubeId: string;
  /** The picture's text; leave empty where the title stands beside it (decorative). */
  alt?: string;
  className?: string;
}

/** A video's picture that never shows a broken image. */
export function VideoThumbnail({ thumbnail, youtubeId, alt = '', className = '' }: VideoThumbnailProps) {
  const [index, setIndex] = useState(0);
  // Distinct entries only: an <img> given the same failed src again never fires onError again.
  const chain = [...new Set([thumbnail, thumbnailUrl(youtubeId), stockImage].filter(Boolean))];
  return (
    <img
      src={chain[Math.min(index, chain.length - 1)]}
      alt={alt}
      loading="lazy"
      onError={() => setIndex((current) => Math.min(current + 1, chain.length - 1))}
      className={`aspect-video bg-surface-raised object-cover ${className}`}
    />
  );
}
