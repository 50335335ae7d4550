import { useEffect, useRef } from 'react';
import { publishPlayerEvents } from './player-events.js';

/** The embedded YouTube player; its state changes are published as DOM events. */
export function VideoPlayer({ embedUrl, youtubeId, title, autoplay = false }: { embedUrl: string; youtubeId: string; title: string; autoplay?: boolean }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => (frame.current ? publishPlayerEvents(frame.current, youtubeId) : undefined), [youtubeId]);
  if (!embedUrl) return <p className="rounded-md bg-surface-raised p-8 text-center text-muted">Video URL not available</p>;
  const src = autoplay ? `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1` : embedUrl;
  return (
    <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
      <iframe
        ref={frame}
        src={src}
        title={title}
        className="h-full w-full"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}
