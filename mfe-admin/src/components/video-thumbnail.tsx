import { useState } from 'react';

// As in the library: a failing thumbnail falls back to YouTube's own image, then a stock picture.
const stockImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#1f1f2a"/><circle cx="8" cy="4.5" r="2" fill="none" stroke="#fb7185" stroke-width=".4"/><path d="M8 1.8v5.4M5.3 4.5h5.4" stroke="#fb7185" stroke-width=".3"/></svg>',
  );

/** A decorative video picture (the title is always beside it). */
export function VideoThumbnail({ thumbnail, youtubeId, className = '' }: { thumbnail: string; youtubeId: string; className?: string }) {
  const [index, setIndex] = useState(0);
  // Distinct entries only: an <img> given the same failed src again never fires onError again.
  const chain = [...new Set([thumbnail, `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`, stockImage].filter(Boolean))];
  return (
    <img
      src={chain[Math.min(index, chain.length - 1)]}
      alt=""
      loading="lazy"
      onError={() => setIndex((current) => Math.min(current + 1, chain.length - 1))}
      className={`aspect-video shrink-0 rounded-md bg-surface-raised object-cover ${className}`}
    />
  );
}
