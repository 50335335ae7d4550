import { useState } from 'react';
import { thumbnailUrl } from '@site/domain';

const frame =
  'flex aspect-video w-full items-center justify-center rounded-md border border-dashed border-border bg-bg p-4 text-center text-sm text-muted';

/** What the video will look like in the library; only once the link holds a video id. */
export function ThumbnailPreview({ videoId }: { videoId: string | null }) {
  // The id whose picture failed (offline, or no such video): a note instead of a broken image.
  const [failedId, setFailedId] = useState<string | null>(null);
  const failed = videoId !== null && failedId === videoId;
  return (
    <figure className="rounded-lg border border-border bg-surface p-4">
      {videoId ? (
        <div className="relative">
          <img
            src={thumbnailUrl(videoId)}
            alt="Thumbnail preview"
            onError={() => setFailedId(videoId)}
            className={`aspect-video w-full rounded-md bg-surface-raised object-cover ${failed ? 'invisible' : ''}`}
          />
          {failed && <p className={`absolute inset-0 ${frame}`}>The thumbnail could not be loaded right now</p>}
        </div>
      ) : (
        <div className={frame}>Paste a YouTube link to see its thumbnail</div>
      )}
      <figcaption className="mt-3 text-sm text-muted">
        {videoId ? `Video id: ${videoId}` : 'Thumbnail preview'}
      </figcaption>
    </figure>
  );
}
