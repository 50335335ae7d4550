import { BadGatewayException } from '@nestjs/common';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  dateOrUndefined,
  httpUrlOrUndefined,
  textOf,
  titleOf,
  uniqueVideos,
  validVideoId,
  viewCountOrUndefined,
  type FetchOptions,
  type PlaylistVideo,
} from './playlist-video.js';
import { download } from './youtube-http.js';

export interface FeedOptions extends FetchOptions {
  baseUrl: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // yt:videoId -> videoId, media:group -> group: whatever prefixes the feed declares.
  removeNSPrefix: true,
  // Titles such as '1942' stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'entry',
});

type XmlNode = Record<string, unknown>;

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An element that may repeat: its first occurrence. */
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** An element's text, whether or not it carries attributes. */
function text(value: unknown): string {
  const node = first(value);
  return isNode(node) ? textOf(node['#text']) : textOf(node);
}

function attribute(value: unknown, name: string): unknown {
  const node = first(value);
  return isNode(node) ? node[`@${name}`] : undefined;
}

function toPlaylistVideo(entry: XmlNode): PlaylistVideo[] {
  const youtubeId = text(entry.videoId).trim();
  if (!validVideoId(youtubeId)) return [];
  const group = first(entry.group);
  const media = isNode(group) ? group : {};
  const community = first(media.community);
  return [
    {
      youtubeId,
      title: titleOf(text(entry.title)),
      description: text(media.description),
      thumbnail: httpUrlOrUndefined(attribute(media.thumbnail, 'url')),
      views: viewCountOrUndefined(attribute(isNode(community) ? community.statistics : undefined, 'views')),
      publishedAt: dateOrUndefined(text(entry.published)),
    },
  ];
}

/** The videos of a YouTube Atom feed (yt: and media: namespaces). It has no durations. */
export function parsePlaylistFeed(xml: string): PlaylistVideo[] {
  if (XMLValidator.validate(xml) !== true) throw new BadGatewayException('YouTube feed returned malformed XML');
  const document: unknown = parser.parse(xml);
  const feed = isNode(document) ? document.feed : undefined;
  if (!isNode(feed)) throw new BadGatewayException('YouTube feed returned an unexpected document');
  const entries = Array.isArray(feed.entry) ? feed.entry.filter(isNode) : [];
  return uniqueVideos(entries.flatMap(toPlaylistVideo));
}

/** The public feed: no key needed, but YouTube lists at most 15 videos in it. */
export async function fetchPlaylistFromFeed(options: FeedOptions): Promise<PlaylistVideo[]> {
  const url = new URL(`${options.baseUrl}/feeds/videos.xml`);
  url.searchParams.set('playlist_id', options.playlistId);
  const response = await download(url, options.timeoutMs);
  if (!response.ok) throw new BadGatewayException(`YouTube feed error: HTTP ${response.status}`);
  const videos = parsePlaylistFeed(response.body);
  await options.onPage({ pages: 1, items: videos.length, total: videos.length });
  return videos;
}
