import { Button, LoadingState, SearchField, StatusMessage, toast, useSettledValue, VideoThumbnail } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLinkVideo, videoSearchQuery } from './game-videos-queries.js';

/** An admin finds a video of the library by its words and links it to this game. */
export function LinkVideoPanel({ gameId, gameTitle, onDone }: { gameId: number; gameTitle: string; onDone(): void }) {
  const [text, setText] = useState(gameTitle);
  const settled = useSettledValue(text);
  const results = useQuery(videoSearchQuery(settled));
  const link = useLinkVideo(gameId);
  const choose = (videoId: number, title: string) =>
    link.mutate(videoId, {
      onSuccess: () => {
        toast({ title: `Linked "${title}" to this game` });
        onDone();
      },
      onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    });

  return (
    <div role="group" aria-label="Link a video" className="mt-4 space-y-3 rounded-lg border border-border p-4">
      <SearchField label="Search the video library" showLabel value={text} onValueChange={setText} />
      {settled.trim() === '' ? (
        <p className="text-sm text-muted">Type words of the video's title.</p>
      ) : results.isPending ? (
        <LoadingState label="Searching videos..." />
      ) : results.isError ? (
        <StatusMessage kind="error">{`Failed to search the videos: ${results.error.message}`}</StatusMessage>
      ) : results.data.videos.length === 0 ? (
        <p className="text-sm text-muted">No video matches.</p>
      ) : (
        <ul className="space-y-2">
          {results.data.videos.map((video) => (
            <li key={video.id} className="flex flex-wrap items-center gap-3">
              <VideoThumbnail thumbnail={video.thumbnail} youtubeId={video.youtube_id} className="w-24 rounded" />
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{video.title}</span>
              {video.game_id === gameId ? (
                <span className="text-sm text-muted">Linked</span>
              ) : (
                <Button
                  size="sm"
                  busy={link.isPending && link.variables === video.id}
                  onClick={() => choose(video.id, video.title)}
                  aria-label={`Link ${video.title}`}
                >
                  Link
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" onClick={onDone}>
        Close
      </Button>
    </div>
  );
}
