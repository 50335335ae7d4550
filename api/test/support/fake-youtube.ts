import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One video of the fake playlist; a private one is listed by playlistItems but not by videos.list. */
export interface FakeVideo {
  id: string;
  title: string;
  description: string;
  /** ISO 8601, as contentDetails.duration. */
  duration: string;
  views: number;
  publishedAt: string;
  private?: boolean;
}

/**
 * quota: 403 quotaExceeded (JSON); server-error: 500 (HTML); not-found: 404 playlistNotFound;
 * malformed: 200 with a cut-off body; reset: the connection is dropped; hang: no answer at all.
 */
export type FakeFailure = 'quota' | 'server-error' | 'not-found' | 'malformed' | 'reset' | 'hang';

export interface FakeYoutube {
  /** The server's root: the Data API lives under `/youtube/v3`, the feed under `/feeds`. */
  url: string;
  apiBaseUrl: string;
  apiKey: string;
  playlistId: string;
  /** Every request's URL, in order. */
  requests: URL[];
  /** The playlist, in order: edit it to change "YouTube". */
  videos: FakeVideo[];
  /** Answer with `failure` from the request numbered `fromRequest` on (0: the first). */
  fail(failure: FakeFailure, fromRequest?: number): void;
  /** Wait this long before answering, to catch a sync in flight. */
  delayMs: number;
  /** The default playlist, no failure, no delay, no recorded request. */
  reset(): void;
  close(): Promise<void>;
}

/** Items per playlistItems page: small, so the default playlist spans two pages. */
export const fakePageSize = 3;

export const defaultFakeVideos = (): FakeVideo[] => [
  {
    id: 'fakeVid0001',
    title: 'Time Crisis & "Point Blank" <live>',
    description: 'Two classics.\nOne evening.',
    duration: 'PT1H2M3S',
    views: 1520,
    publishedAt: '2024-01-05T18:00:00Z',
  },
  {
    id: 'fakeVid0002',
    title: 'House of the Dead 2 one credit',
    description: 'No continues.',
    duration: 'PT10M25S',
    views: 98_765,
    publishedAt: '2024-02-10T12:30:00Z',
  },
  {
    id: 'fakeVid0003',
    title: 'GunCon 3 calibration tip',
    description: '',
    duration: 'PT45S',
    views: 42,
    publishedAt: '2024-03-15T09:15:00Z',
  },
  {
    id: 'fakeVid0004',
    title: 'Virtua Cop 2 arcade cabinet',
    description: 'Restored cabinet.',
    duration: 'PT25M7S',
    views: 3100,
    publishedAt: '2024-04-20T20:00:00Z',
  },
  {
    id: 'fakePriv001',
    title: 'Private video',
    description: 'This video is private.',
    duration: 'PT1M',
    views: 0,
    publishedAt: '2024-05-01T00:00:00Z',
    private: true,
  },
  {
    id: 'fakeVid0005',
    title: 'Point Blank DS review',
    description: 'Handheld light gun?',
    duration: 'PT4M',
    views: 7,
    publishedAt: '2024-06-30T15:45:00Z',
  },
];

const thumbnailsOf = (id: string) => ({
  default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
  medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
  high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
  standard: { url: `https://i.ytimg.com/vi/${id}/sddefault.jpg`, width: 640, height: 480 },
  maxres: { url: `https://i.ytimg.com/vi/${id}/maxresdefault.jpg`, width: 1280, height: 720 },
});

const channel = { channelId: 'UCfakeLightgunHub00000', channelTitle: 'Lightgun Hub' };

// Shapes as recorded from the YouTube Data API v3 (fields the sync does not read included).
function playlistItem(video: FakeVideo, playlistId: string, position: number) {
  return {
    kind: 'youtube#playlistItem',
    etag: `etag-item-${video.id}`,
    id: Buffer.from(`${playlistId}.${video.id}`).toString('base64url'),
    snippet: {
      publishedAt: '2024-07-01T08:00:00Z',
      ...channel,
      title: video.title,
      description: video.description,
      thumbnails: video.private ? {} : thumbnailsOf(video.id),
      playlistId,
      position,
      resourceId: { kind: 'youtube#video', videoId: video.id },
      ...(video.private
        ? {}
        : { videoOwnerChannelTitle: channel.channelTitle, videoOwnerChannelId: channel.channelId }),
    },
    contentDetails: { videoId: video.id, ...(video.private ? {} : { videoPublishedAt: video.publishedAt }) },
  };
}

function videoResource(video: FakeVideo) {
  return {
    kind: 'youtube#video',
    etag: `etag-video-${video.id}`,
    id: video.id,
    snippet: {
      publishedAt: video.publishedAt,
      ...channel,
      title: video.title,
      description: video.description,
      thumbnails: thumbnailsOf(video.id),
      categoryId: '20',
      liveBroadcastContent: 'none',
      localized: { title: video.title, description: video.description },
    },
    contentDetails: {
      duration: video.duration,
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
      licensedContent: false,
      contentRating: {},
      projection: 'rectangular',
    },
    statistics: { viewCount: String(video.views), likeCount: '12', favoriteCount: '0', commentCount: '3' },
  };
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The Atom feed as YouTube serves it: at most 15 entries, no private videos, no durations.
function feedXml(videos: FakeVideo[], playlistId: string): string {
  const entries = videos
    .filter((video) => !video.private)
    .slice(0, 15)
    .map(
      (video) => ` <entry>
  <id>yt:video:${video.id}</id>
  <yt:videoId>${video.id}</yt:videoId>
  <yt:channelId>${channel.channelId}</yt:channelId>
  <title>${xmlEscape(video.title)}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${video.id}"/>
  <author>
   <name>${channel.channelTitle}</name>
   <uri>https://www.youtube.com/channel/${channel.channelId}</uri>
  </author>
  <published>${video.publishedAt.replace('Z', '+00:00')}</published>
  <updated>2024-07-01T08:00:00+00:00</updated>
  <media:group>
   <media:title>${xmlEscape(video.title)}</media:title>
   <media:content url="https://www.youtube.com/v/${video.id}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="https://i3.ytimg.com/vi/${video.id}/hqdefault.jpg" width="480" height="360"/>
   <media:description>${xmlEscape(video.description)}</media:description>
   <media:community>
    <media:starRating count="12" average="5.00" min="1" max="5"/>
    <media:statistics views="${video.views}"/>
   </media:community>
  </media:group>
 </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?playlist_id=${playlistId}"/>
 <id>yt:playlist:${playlistId}</id>
 <yt:playlistId>${playlistId}</yt:playlistId>
 <yt:channelId>${channel.channelId}</yt:channelId>
 <title>Lightgun Hub picks</title>
 <link rel="alternate" href="https://www.youtube.com/playlist?list=${playlistId}"/>
 <author>
  <name>${channel.channelTitle}</name>
  <uri>https://www.youtube.com/channel/${channel.channelId}</uri>
 </author>
 <published>2023-12-01T00:00:00+00:00</published>
${entries}
</feed>
`;
}

function apiError(code: number, reason: string, message: string) {
  return { error: { code, message, errors: [{ message, domain: 'youtube.quota', reason }] } };
}

/**
 * A local stand-in for www.googleapis.com/youtube/v3 and www.youtube.com/feeds on 127.0.0.1: any free
 * port unless `port` is given (the Playwright site is configured with a fixed one).
 */
export async function startFakeYoutube({
  apiKey = 'fake-api-key',
  playlistId = 'PLtest',
  port = 0,
} = {}): Promise<FakeYoutube> {
  let failure: { kind: FakeFailure; fromRequest: number } | null = null;

  const sendJson = (response: ServerResponse, status: number, body: unknown) => {
    response
      .writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
      .end(JSON.stringify(body, null, 2));
  };

  function answerFailure(kind: FakeFailure, url: URL, response: ServerResponse) {
    const isFeed = url.pathname.startsWith('/feeds/');
    if (kind === 'hang') return;
    if (kind === 'reset') return response.socket?.destroy();
    if (kind === 'quota') {
      return sendJson(
        response,
        403,
        apiError(
          403,
          'quotaExceeded',
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        ),
      );
    }
    if (kind === 'not-found') {
      if (isFeed)
        return response.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not Found</body></html>');
      return sendJson(
        response,
        404,
        apiError(
          404,
          'playlistNotFound',
          "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
        ),
      );
    }
    if (kind === 'server-error')
      return response
        .writeHead(500, { 'content-type': 'text/html' })
        .end('<html><body>Internal Server Error</body></html>');
    // malformed: a body cut off halfway.
    const whole = isFeed
      ? feedXml(fake.videos, playlistId)
      : JSON.stringify({ kind: 'youtube#playlistItemListResponse', items: [] });
    response
      .writeHead(200, { 'content-type': isFeed ? 'application/atom+xml; charset=UTF-8' : 'application/json' })
      .end(whole.slice(0, Math.floor(whole.length / 2)));
  }

  function answer(url: URL, response: ServerResponse) {
    const params = url.searchParams;
    if (url.pathname === '/feeds/videos.xml') {
      if (params.get('playlist_id') !== playlistId) return response.writeHead(404).end();
      return response
        .writeHead(200, { 'content-type': 'text/xml; charset=UTF-8' })
        .end(feedXml(fake.videos, playlistId));
    }
    if (!url.pathname.startsWith('/youtube/v3/')) return response.writeHead(404).end();
    if (params.get('key') !== apiKey)
      return sendJson(response, 400, apiError(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.'));
    if (url.pathname === '/youtube/v3/playlistItems') {
      if (params.get('playlistId') !== playlistId) return answerFailure('not-found', url, response);
      const start = Number(params.get('pageToken')?.replace('page-', '') ?? 0);
      const items = fake.videos
        .slice(start, start + fakePageSize)
        .map((video, index) => playlistItem(video, playlistId, start + index));
      const next = start + fakePageSize < fake.videos.length ? `page-${start + fakePageSize}` : undefined;
      return sendJson(response, 200, {
        kind: 'youtube#playlistItemListResponse',
        etag: `etag-page-${start}`,
        ...(next ? { nextPageToken: next } : {}),
        ...(start > 0 ? { prevPageToken: `page-${Math.max(0, start - fakePageSize)}` } : {}),
        items,
        pageInfo: { totalResults: fake.videos.length, resultsPerPage: fakePageSize },
      });
    }
    if (url.pathname === '/youtube/v3/videos') {
      const ids = new Set((params.get('id') ?? '').split(','));
      const items = fake.videos.filter((video) => ids.has(video.id) && !video.private).map(videoResource);
      return sendJson(response, 200, {
        kind: 'youtube#videoListResponse',
        etag: 'etag-videos',
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      });
    }
    return response.writeHead(404).end();
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const number = fake.requests.push(url) - 1;
    const reply = () =>
      failure && number >= failure.fromRequest ? answerFailure(failure.kind, url, response) : answer(url, response);
    if (fake.delayMs > 0) setTimeout(reply, fake.delayMs);
    else reply();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeYoutube = {
    url,
    apiBaseUrl: `${url}/youtube/v3`,
    apiKey,
    playlistId,
    requests: [],
    videos: defaultFakeVideos(),
    delayMs: 0,
    fail(kind, fromRequest = 0) {
      failure = { kind, fromRequest };
    },
    reset() {
      failure = null;
      fake.delayMs = 0;
      fake.requests.length = 0;
      fake.videos = defaultFakeVideos();
    },
    close() {
      // Hanging requests would keep close() waiting.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return fake;
}
