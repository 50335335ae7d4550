import type { ArticlePage, GamePage, MemberPage, ThreadPage, VideoPage } from './page-content.js';
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

export function videoObject(
  video: VideoPage,
  details: { url: string; description: string; thumbnail: string; embedUrl: string },
): StructuredData {
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
  });
}

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
  details: { url: string; description?: string; image?: string },
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
  });
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
