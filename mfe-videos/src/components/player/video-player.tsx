import { useEffect, useRef } from 'react';
import { DemoVideoPanel } from './demo-video-panel.js';
import { publishPlayerEvents } from './player-events.js';

type PlayerProps = { embedUrl: string; youtubeId: string; title: string; isDemo: boolean; autoplay?: boolean };

/** The embedded YouTube player; its state changes are published as DOM events. A demo video gets a panel instead. */
export function VideoPlayer({ embedUrl, youtubeId, title, isDemo, autoplay = false }: PlayerProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => (frame.current ? publishPlayerEvents(frame.current, youtubeId) : undefined), [youtubeId]);
  if (isDemo) return <DemoVideoPanel title={title} />;
  if (!embedUrl)
    return <p className="rounded-md bg-surface-raised p-8 text-center text-muted">Video URL not available</p>;
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
