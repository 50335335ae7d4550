import {
  embedUrl,
  noStanding,
  setupPageHeading,
  setupPagePath,
  standingSummary,
  thumbnailUrl,
  tierLabel,
} from '@site/domain';
import { truncateAtWord } from '../markdown/markdown-text.js';
import type { SetupPage } from '@site/contracts';
import type { PageContent, VideoPage } from './page-content.js';
import { descriptionLength, siteImagePath, siteName } from './site-identity.js';
import {
  aboutGame,
  discussionForumPosting,
  itemList,
  nested,
  newsArticle,
  profilePage,
  videoGame,
  videoObject,
  webSite,
  type StructuredData,
  type VideoDetails,
} from './structured-data.js';

/** Everything the `<head>` of one page says, before it is written as HTML. */
export interface PageHead {
  title: string;
  description: string;
  /** The absolute canonical address; absent on a 'not found' page, which has no Open Graph either. */
  url?: string;
  type: 'website' | 'article' | 'video.other' | 'profile';
  /** Absolute address of a raster image a link preview can show. */
  image: string;
  noindex: boolean;
  /** More Open Graph properties, e.g. article:published_time. */
  openGraph: Array<[property: string, content: string]>;
  structuredData: StructuredData[];
}

/**
 * A description from plain text or from the excerpt stored when Markdown was written: white space
 * folded and cut at a word. A page's head never parses a member's Markdown.
 */
const describe = (text: string) => truncateAtWord(text.replace(/\s+/g, ' ').trim(), descriptionLength);

const titled = (name: string) => `${name} · ${siteName}`;

const roleNames = { admin: 'an admin', moderator: 'a moderator', regular: 'a member' } as const;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A link preview needs a raster image; SVG covers and other files fall back to the site image. */
export function isRasterImageUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && /\.(jpe?g|png|webp|gif)$/i.test(url.pathname);
  } catch {
    return false;
  }
}

/** A video's address, description and pictures, for its own page and for the games it shows. */
function videoDetails(video: VideoPage, siteUrl: string): VideoDetails {
  return {
    url: `${siteUrl}/video/${video.id}`,
    description: describe(video.description) || `Watch ${video.title} on ${siteName}.`,
    thumbnail: isRasterImageUrl(video.thumbnail) ? video.thumbnail : thumbnailUrl(video.youtubeId),
    embedUrl: embedUrl(video.youtubeId),
  };
}

/** "A, B and 3 more" */
function listed(names: string[], total: number): string {
  const more = total - names.length;
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('');
}

/** The heading and up to three of the best games, as many as a description holds whole. */
function setupDescription(heading: string, games: SetupPage['games']): string {
  if (games.length === 0) return `${heading}: no member has reported a game with this setup yet.`;
  const names = games.slice(0, 3).map(({ game, standing }) => `${game.title} (${tierLabel(standing.tier)})`);
  const text = (shown: number) => `${heading}: ${listed(names.slice(0, shown), games.length)}.`;
  const fitting = [3, 2].find((shown) => shown <= names.length && text(shown).length <= descriptionLength);
  return fitting ? text(fitting) : describe(text(1));
}

function base(siteUrl: string): Omit<PageHead, 'title' | 'description' | 'url'> {
  return { type: 'website', image: `${siteUrl}${siteImagePath}`, noindex: false, openGraph: [], structuredData: [] };
}

/** The head of a page from what it shows; `siteUrl` is SITE_URL without a trailing slash. */
export function pageHead(content: PageContent, siteUrl: string): PageHead {
  const at = (path: string) => `${siteUrl}${path}`;
  const siteImage = at(siteImagePath);
  switch (content.kind) {
    case 'static': {
      const { page } = content;
      const url = at(page.path);
      const head: PageHead = {
        ...base(siteUrl),
        title: page.title ? titled(page.title) : siteName,
        description: page.description,
        url,
        noindex: page.private === true,
      };
      if (page.path === '/') head.structuredData.push(webSite(siteUrl, page.description));
      return head;
    }
    case 'video': {
      const { video, game } = content;
      const details = videoDetails(video, siteUrl);
      const about = game ? aboutGame(game, at(`/games/${game.id}`)) : undefined;
      return {
        ...base(siteUrl),
        title: titled(video.title),
        description: details.description,
        url: details.url,
        type: 'video.other',
        image: details.thumbnail,
        structuredData: [videoObject(video, { ...details, about })],
      };
    }
    case 'article': {
      const { article } = content;
      const url = at(`/news/${article.id}`);
      const description = describe(article.description || article.contentExcerpt) || article.title;
      const image = isRasterImageUrl(article.image) ? article.image : siteImage;
      const published = (article.publishedAt ?? article.createdAt).toISOString();
      return {
        ...base(siteUrl),
        title: titled(article.title),
        description,
        url,
        type: 'article',
        image,
        openGraph: [
          ['article:published_time', published],
          ['article:modified_time', article.updatedAt.toISOString()],
          ['article:author', article.author],
          ['article:section', article.category],
          ...article.tags.map((tag): [string, string] => ['article:tag', tag]),
        ],
        structuredData: [newsArticle(article, { url, description, image })],
      };
    }
    case 'game': {
      const { game } = content;
      const url = at(`/games/${game.id}`);
      const year = game.releaseYear ? ` (${game.releaseYear})` : '';
      const by = game.developer ? ` by ${game.developer}` : '';
      const own = describe(game.description);
      const about = own || `${game.title}: a light gun game for the ${game.platform}${year}${by}.`;
      // The answer first: "Playable · 7 reports · 5 members agree", or "No reports yet", never a tier it lacks.
      const description = describe(`${standingSummary(game.compatibility ?? noStanding)}. ${about}`);
      const image = isRasterImageUrl(game.boxArtUrl) ? game.boxArtUrl : siteImage;
      const videos = game.videos.map((video) => nested(videoObject(video, videoDetails(video, siteUrl))));
      return {
        ...base(siteUrl),
        title: titled(`${game.title} (${game.platform})`),
        description,
        url,
        image,
        structuredData: [
          videoGame(game, {
            url,
            description: own || undefined,
            image: image === siteImage ? undefined : image,
            videos,
          }),
        ],
      };
    }
    case 'platform': {
      const { platform } = content;
      const count = `${platform.gameCount} light gun game${platform.gameCount === 1 ? '' : 's'}`;
      const maker = platform.manufacturer ? ` (${platform.manufacturer})` : '';
      const gun = platform.gun ? `, played with the ${platform.gun}` : '';
      return {
        ...base(siteUrl),
        title: titled(`${platform.name} games`),
        description: `${count} for the ${platform.name}${maker}${gun}.`,
        url: at(`/games/platform/${encodeURIComponent(platform.name)}`),
      };
    }
    case 'setup': {
      const { setup } = content;
      const heading = setupPageHeading(setup.gun.name, setup.display.name, setup.play_mode?.name);
      const url = at(setupPagePath(setup.gun.slug, setup.display.slug, setup.play_mode?.slug));
      const description = setupDescription(heading, setup.games);
      const games = setup.games.map(({ game }) => ({ name: game.title, url: at(`/games/${game.id}`) }));
      return {
        ...base(siteUrl),
        title: titled(heading),
        description,
        url,
        // Nothing to rank yet: not a page worth indexing (nor is it in the sitemap).
        noindex: setup.games.length === 0,
        structuredData: setup.games.length ? [itemList(heading, { url, items: games })] : [],
      };
    }
    case 'category': {
      const { category } = content;
      const threads = `${category.threadCount} thread${category.threadCount === 1 ? '' : 's'}`;
      return {
        ...base(siteUrl),
        title: titled(`${category.name} · Forum`),
        description: describe(category.description) || `${category.name}: ${threads} in the ${siteName} forum.`,
        url: at(`/forum/category/${category.id}`),
      };
    }
    case 'thread': {
      const { thread } = content;
      const url = at(`/forum/thread/${thread.id}`);
      return {
        ...base(siteUrl),
        title: titled(`${thread.title} · Forum`),
        description: describe(thread.excerpt) || `${thread.title}: a thread in ${thread.category}.`,
        url,
        structuredData: [discussionForumPosting(thread, { url, text: thread.excerpt })],
      };
    }
    case 'member': {
      const { member } = content;
      const url = at(`/u/${encodeURIComponent(member.username)}`);
      const since = member.createdAt.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
      const description = `${member.displayName} (@${member.username}) is ${roleNames[member.role]} of the ${siteName} community since ${since}: ${plural(member.postCount, 'forum post')}.`;
      return {
        ...base(siteUrl),
        title: titled(`${member.displayName} (@${member.username})`),
        description,
        url,
        type: 'profile',
        openGraph: [['profile:username', member.username]],
        structuredData: [profilePage(member, { url, description })],
      };
    }
    case 'not-found':
      return {
        ...base(siteUrl),
        title: titled('Not found'),
        description: 'There is nothing at this address.',
        noindex: true,
      };
    case 'unavailable':
      return {
        ...base(siteUrl),
        title: siteName,
        description: 'This page could not be loaded just now.',
        noindex: true,
      };
  }
}
