import { useState } from 'react';

/** Box art with a placeholder when the image is missing or fails to load. */
export function BoxArt({ src, title, className = '' }: { src: string; title: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div
        role="img"
        aria-label={`${title} (no box art)`}
        className={`flex items-center justify-center bg-surface-raised text-5xl ${className}`}
      >
        🎯
      </div>
    );
  }
  return (
    <img src={src} alt={`${title} box art`} onError={() => setBroken(true)} className={`object-cover ${className}`} />
  );
}
