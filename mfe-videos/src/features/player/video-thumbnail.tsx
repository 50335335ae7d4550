import { useState } from 'react';

// Spec section 8: a failing thumbnail falls back to another video-site image, then a stock image.
const stockImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#1f1f2a"/><circle cx="8" cy="4.5" r="2" fill="none" stroke="#fb7185" stroke-width=".4"/><path d="M8 1.8v5.4M5.3 4.5h5.4" stroke="#fb7185" stroke-width=".3"/></svg>',
  );

// Distinct entries only: an <img> given the same failed src again never fires onError again.
function sources(thumbnail: string, youtubeId: string) {
  return [...new Set([thumbnail, `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`, stockImage].filter(Boolean))];
}

export function VideoThumbnail({ thumbnail, youtubeId, title }: { thumbnail: string; youtubeId: string; title: string }) {
  const [index, setIndex] = useState(0);
  const chain = sources(thumbnail, youtubeId);
  return (
    <img
      src={chain[Math.min(index, chain.length - 1)]}
      alt={title}
      loading="lazy"
      className="aspect-video w-full rounded-t-lg bg-surface-raised object-cover"
      onError={() => setIndex((current) => Math.min(current + 1, chain.length - 1))}
    />
  );
}
