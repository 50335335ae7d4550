import type { ArticlePage, GamePage, MemberPage, ThreadPage, VideoGameLink, VideoPage } from './page-content.js';
import { siteName } from './site-identity.js';

/** schema.org data of one page, as JSON-LD. */
export type StructuredData = Record<string, unknown>;

const context = 'https://schema.org';

/** The library's '38:12' or '1:02:03' (or an ISO text already) as ISO 8601; undefined when unknown. */
export function isoDuration(duration: string): string | undefined {
  if (/^PT(?=\d)(\d+H)?(\d+M)?(\d+S)?$/.test(duration)) return duration;
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(duration.trim());
  if (!match) return undefined;
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0));
  if (hours + minutes + seconds === 0) return undefined;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
}

const counter = (type: string, count: number) => ({
  '@type': 'InteractionCounter',
  interactionType: `${context}/${type}`,
  userInteractionCount: count,
});

/** Drops the fields left undefined, so the JSON says only what is known. */
const known = (data: StructuredData): StructuredData =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

export function webSite(siteUrl: string, description: string): StructuredData {
  return { '@context': context, '@type': 'WebSite', name: siteName, url: `${siteUrl}/`, description };
}

/** What a video page's head says of the video, its VideoObject built from it. */
export interface VideoDetails {
  url: string;
  description: string;
  thumbnail: string;
  embedUrl: string;
  /** The catalogue game it shows (`aboutGame`). */
  about?: StructuredData;
}

export function videoObject(video: VideoPage, details: VideoDetails): StructuredData {
  return known({
    '@context': context,
    '@type': 'VideoObject',
    name: video.title,
    description: details.description,
    thumbnailUrl: [details.thumbnail],
    uploadDate: (video.publishedAt ?? video.createdAt).toISOString(),
    embedUrl: details.embedUrl,
    url: details.url,
    duration: isoDuration(video.duration),
    // 0 is what a hand-made row has before a sync: not a count anyone measured.
    interactionStatistic: video.views > 0 ? counter('WatchAction', video.views) : undefined,
    about: details.about,
  });
}

/** The game a video shows, as its VideoObject's `about`. */
export function aboutGame(game: VideoGameLink, url: string): StructuredData {
  return { '@type': 'VideoGame', name: game.title, url, gamePlatform: game.platform };
}

/** An entity inside another: the outer one carries the context. */
export const nested = ({ '@context': _context, ...data }: StructuredData): StructuredData => data;

export function newsArticle(
  article: ArticlePage,
  details: { url: string; description: string; image: string },
): StructuredData {
  return {
    '@context': context,
    '@type': 'NewsArticle',
    headline: article.title,
    description: details.description,
    image: [details.image],
    datePublished: (article.publishedAt ?? article.createdAt).toISOString(),
    dateModified: article.updatedAt.toISOString(),
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: siteName },
    mainEntityOfPage: details.url,
  };
}

export function discussionForumPosting(thread: ThreadPage, details: { url: string; text: string }): StructuredData {
  return {
    '@context': context,
    '@type': 'DiscussionForumPosting',
    headline: thread.title,
    text: details.text,
    author: { '@type': 'Person', name: thread.author },
    datePublished: thread.createdAt.toISOString(),
    dateModified: thread.updatedAt.toISOString(),
    url: details.url,
    commentCount: thread.replyCount,
    interactionStatistic: [
      counter('CommentAction', thread.replyCount),
      counter('LikeAction', Math.max(thread.voteCount, 0)),
    ],
  };
}

export function videoGame(
  game: GamePage,
  details: { url: string; description?: string; image?: string; videos?: StructuredData[] },
): StructuredData {
  return known({
    '@context': context,
    '@type': 'VideoGame',
    name: game.title,
    gamePlatform: game.platform,
    genre: game.genre.length ? game.genre : undefined,
    author: game.developer ? { '@type': 'Organization', name: game.developer } : undefined,
    publisher: game.publisher ? { '@type': 'Organization', name: game.publisher } : undefined,
    // An exact ISO date when the catalogue has one, else the year.
    datePublished: /^\d{4}-\d{2}-\d{2}$/.test(game.releaseDate)
      ? game.releaseDate
      : game.releaseYear
        ? String(game.releaseYear)
        : undefined,
    description: details.description,
    image: details.image,
    url: details.url,
    // The channel's videos of the game.
    subjectOf: details.videos?.length ? details.videos : undefined,
  });
}

/** A ranked list of pages, such as the best games for a setup. */
export function itemList(
  name: string,
  details: { url: string; items: Array<{ name: string; url: string }> },
): StructuredData {
  return {
    '@context': context,
    '@type': 'ItemList',
    name,
    url: details.url,
    itemListOrder: `${context}/ItemListOrderDescending`,
    numberOfItems: details.items.length,
    itemListElement: details.items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: item.url,
    })),
  };
}

/** A member's profile page: the person, with what they have written in the forum. */
export function profilePage(member: MemberPage, details: { url: string; description: string }): StructuredData {
  return {
    '@context': context,
    '@type': 'ProfilePage',
    url: details.url,
    dateCreated: member.createdAt.toISOString(),
    mainEntity: {
      '@type': 'Person',
      name: member.displayName,
      alternateName: member.username,
      description: details.description,
      interactionStatistic: [counter('WriteAction', member.postCount)],
    },
  };
}
