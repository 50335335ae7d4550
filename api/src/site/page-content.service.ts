import { Injectable } from '@nestjs/common';
import { ForumCategoriesService, ForumThreadsService } from '../forum/index.js';
import { GamesService, PlatformsService, SetupPagesService } from '../lightgun/index.js';
import { NewsService } from '../news/index.js';
import { toForumAuthor, UsersService } from '../users/index.js';
import { VideosService } from '../videos/index.js';
import type { PageContent } from './page-content.js';
import type { PageRoute } from './page-routes.js';

/**
 * Reads what a page shows, as a visitor may see it, from the module that owns it: each service
 * applies its own visibility rules (published videos and news only), so none is written twice here.
 */
@Injectable()
export class PageContentService {
  constructor(
    private readonly videos: VideosService,
    private readonly news: NewsService,
    private readonly games: GamesService,
    private readonly platforms: PlatformsService,
    private readonly setupPages: SetupPagesService,
    private readonly categories: ForumCategoriesService,
    private readonly threads: ForumThreadsService,
    private readonly users: UsersService,
  ) {}

  async load(route: PageRoute): Promise<PageContent> {
    const notFound: PageContent = { kind: 'not-found' };
    switch (route.kind) {
      case 'static':
        return route;
      case 'video': {
        const video = await this.videos.findVisible(route.id);
        if (!video) return notFound;
        const game = video.gameId === null ? null : await this.games.findWithPlatform(video.gameId);
        return { kind: 'video', video, game: game && { ...game, platform: game.platform.name } };
      }
      case 'article': {
        const article = await this.news.findVisibleSummary(route.id);
        return article ? { kind: 'article', article } : notFound;
      }
      case 'game': {
        const [game, videos] = await Promise.all([
          this.games.findWithPlatform(route.id),
          this.videos.publishedForGame(route.id),
        ]);
        return game ? { kind: 'game', game: { ...game, platform: game.platform.name, videos } } : notFound;
      }
      case 'platform': {
        const platform = await this.platforms.findWithGameCount(route.name);
        return platform ? { kind: 'platform', platform } : notFound;
      }
      case 'setup': {
        const setup = await this.setupPages.find(route);
        return setup ? { kind: 'setup', setup } : notFound;
      }
      case 'category': {
        const category = await this.categories.findWithThreadCount(route.id);
        return category ? { kind: 'category', category } : notFound;
      }
      case 'thread': {
        const thread = await this.threads.findWithAuthorAndCategory(route.id);
        if (!thread) return notFound;
        return {
          kind: 'thread',
          thread: { ...thread, author: toForumAuthor(thread.author).display_name, category: thread.categoryName },
        };
      }
      case 'member': {
        const member = await this.users.findMember(route.username);
        if (!member) return notFound;
        // A member's public facts only: never their email.
        const { username, displayName, role, postCount, createdAt } = member;
        return { kind: 'member', member: { username, displayName, role, postCount, createdAt } };
      }
      case 'not-found':
      case 'not-a-page':
        return notFound;
    }
  }
}
