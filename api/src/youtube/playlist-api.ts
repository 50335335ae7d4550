import { BadGatewayException } from '@nestjs/common';
import { formatIsoDuration } from './iso-duration.js';
import {
  dateOrUndefined,
  httpUrlOrUndefined,
  textOf,
  titleOf,
  validVideoId,
  viewCountOrUndefined,
  type FetchOptions,
  type PlaylistVideo,
} from './playlist-video.js';
import { download } from './youtube-http.js';

// The parts of the YouTube Data API v3 answers the sync reads; any of them may be missing.
type Thumbnails = Partial<Record<string, { url?: unknown } | null>>;

interface Snippet {
  title?: unknown;
  description?: unknown;
  publishedAt?: unknown;
  thumbnails?: Thumbnails | null;
  resourceId?: { videoId?: unknown } | null;
}

interface PlaylistItem {
  snippet?: Snippet | null;
  contentDetails?: { videoId?: unknown; videoPublishedAt?: unknown } | null;
}

interface VideoResource {
  id?: unknown;
  snippet?: Snippet | null;
  contentDetails?: { duration?: unknown } | null;
  statistics?: { viewCount?: unknown } | null;
}

interface ListPage<T> {
  items: T[];
  nextPageToken?: unknown;
  pageInfo?: { totalResults?: unknown } | null;
}

interface ApiErrorBody {
  error?: { message?: unknown; errors?: Array<{ reason?: unknown } | null> | null } | null;
}

export interface ApiOptions extends FetchOptions {
  apiKey: string;
  baseUrl: string;
}

/** The API's maximum for a playlistItems page and for the ids of one videos.list call. */
const pageSize = 50;
// hqdefault ('high') first: the size the library shows for videos without a thumbnail.
const thumbnailSizes = ['high', 'medium', 'standard', 'maxres', 'default'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** quotaExceeded, playlistNotFound, keyInvalid... or the HTTP status when the body says nothing. */
function errorReason(status: number, body: string): string {
  try {
    const error = (JSON.parse(body) as ApiErrorBody | null)?.error;
    const reason = error?.errors?.[0]?.reason ?? error?.message;
    if (typeof reason === 'string' && reason) return reason;
  } catch {
    // Not JSON: the status is all there is.
  }
  return `HTTP ${status}`;
}

async function getPage<T>(options: ApiOptions, resource: string, params: Record<string, string>): Promise<ListPage<T>> {
  const url = new URL(`${options.baseUrl}/${resource}`);
  for (const [name, value] of Object.entries({ ...params, key: options.apiKey })) url.searchParams.set(name, value);
  const response = await download(url, options.timeoutMs);
  if (!response.ok) throw new BadGatewayException(`YouTube API error: ${errorReason(response.status, response.body)}`);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new BadGatewayException('YouTube API returned malformed JSON');
  }
  if (!isRecord(body) || !Array.isArray(body.items))
    throw new BadGatewayException('YouTube API returned an unexpected response');
  return { ...body, items: body.items.filter(isRecord) as T[] };
}

function bestThumbnail(thumbnails: Thumbnails | null | undefined): string | undefined {
  for (const size of thumbnailSizes) {
    const url = httpUrlOrUndefined(thumbnails?.[size]?.url);
    if (url) return url;
  }
  return undefined;
}

const idOf = (item: PlaylistItem) => item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;

function toPlaylistVideo(youtubeId: string, video: VideoResource, item: PlaylistItem): PlaylistVideo {
  const duration = video.contentDetails?.duration;
  return {
    youtubeId,
    title: titleOf(video.snippet?.title ?? item.snippet?.title),
    description: textOf(video.snippet?.description ?? item.snippet?.description),
    thumbnail: bestThumbnail(video.snippet?.thumbnails) ?? bestThumbnail(item.snippet?.thumbnails),
    duration: typeof duration === 'string' ? (formatIsoDuration(duration) ?? undefined) : undefined,
    views: viewCountOrUndefined(video.statistics?.viewCount),
    publishedAt: dateOrUndefined(video.snippet?.publishedAt) ?? dateOrUndefined(item.contentDetails?.videoPublishedAt),
  };
}

/** Every video of the playlist through the Data API: its pages, then videos.list for durations and views. */
export async function fetchPlaylistFromApi(options: ApiOptions): Promise<PlaylistVideo[]> {
  const items = new Map<string, PlaylistItem>();
  const seenTokens = new Set<string>();
  let itemCount = 0;
  let total: number | null = null;
  let pages = 0;
  let pageToken: string | undefined;
  do {
    const page = await getPage<PlaylistItem>(options, 'playlistItems', {
      part: 'snippet,contentDetails',
      maxResults: String(pageSize),
      playlistId: options.playlistId,
      ...(pageToken ? { pageToken } : {}),
    });
    for (const item of page.items) {
      const id = idOf(item);
      // A playlist may hold a video twice; the first one counts.
      if (validVideoId(id) && !items.has(id)) items.set(id, item);
    }
    itemCount += page.items.length;
    const totalResults = page.pageInfo?.totalResults;
    if (typeof totalResults === 'number') total = totalResults;
    pages += 1;
    await options.onPage({ pages, items: itemCount, total });
    const next = page.nextPageToken;
    // A token seen before would loop forever.
    pageToken = typeof next === 'string' && next !== '' && !seenTokens.has(next) ? next : undefined;
    if (pageToken) seenTokens.add(pageToken);
  } while (pageToken);

  const ids = [...items.keys()];
  const details = new Map<string, VideoResource>();
  for (let start = 0; start < ids.length; start += pageSize) {
    const page = await getPage<VideoResource>(options, 'videos', {
      part: 'contentDetails,statistics,snippet',
      id: ids.slice(start, start + pageSize).join(','),
    });
    for (const video of page.items) if (validVideoId(video.id)) details.set(video.id, video);
    pages += 1;
    await options.onPage({ pages, items: itemCount, total });
  }
  // Private and deleted videos stay in a playlist as placeholders that videos.list does not return.
  return ids.flatMap((id) => {
    const video = details.get(id);
    const item = items.get(id);
    return video && item ? [toPlaylistVideo(id, video, item)] : [];
  });
}
