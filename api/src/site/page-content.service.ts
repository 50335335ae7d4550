import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ForumCategoryEntity, ForumThreadEntity } from '../forum/index.js';
import { toForumAuthor, User } from '../users/index.js';
import { GameEntity, PlatformEntity } from '../lightgun/index.js';
import { NewsArticleEntity } from '../news/index.js';
import { VideoEntity } from '../videos/index.js';
import type { PageContent } from './page-content.js';
import type { PageRoute } from './page-routes.js';

/** Reads what a page shows, as a visitor may see it: published videos and news only. */
@Injectable()
export class PageContentService {
  constructor(
    @InjectRepository(VideoEntity) private readonly videos: Repository<VideoEntity>,
    @InjectRepository(NewsArticleEntity) private readonly news: Repository<NewsArticleEntity>,
    @InjectRepository(GameEntity) private readonly games: Repository<GameEntity>,
    @InjectRepository(PlatformEntity) private readonly platforms: Repository<PlatformEntity>,
    @InjectRepository(ForumCategoryEntity) private readonly categories: Repository<ForumCategoryEntity>,
    @InjectRepository(ForumThreadEntity) private readonly threads: Repository<ForumThreadEntity>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async load(route: PageRoute): Promise<PageContent> {
    const notFound: PageContent = { kind: 'not-found' };
    switch (route.kind) {
      case 'static':
        return route;
      case 'video': {
        const video = await this.videos.findOne({
          select: {
            id: true,
            title: true,
            description: true,
            thumbnail: true,
            youtubeId: true,
            duration: true,
            views: true,
            publishedAt: true,
            createdAt: true,
            updatedAt: true,
          },
          where: { id: route.id, status: 'published' },
        });
        return video ? { kind: 'video', video } : notFound;
      }
      case 'article': {
        const article = await this.news.findOne({
          select: {
            id: true,
            title: true,
            description: true,
            contentExcerpt: true,
            image: true,
            author: true,
            category: true,
            tags: true,
            publishedAt: true,
            createdAt: true,
            updatedAt: true,
          },
          where: { id: route.id, status: 'published' },
        });
        return article ? { kind: 'article', article } : notFound;
      }
      case 'game': {
        const game = await this.games.findOne({ where: { id: route.id }, relations: { platform: true } });
        return game ? { kind: 'game', game: { ...game, platform: game.platform.name } } : notFound;
      }
      case 'platform': {
        const row = await this.platforms
          .createQueryBuilder('platform')
          .select(['platform.name AS name', 'platform.manufacturer AS manufacturer', 'platform.gun AS gun'])
          .addSelect('(SELECT count(*)::int FROM games game WHERE game.platform_id = platform.id)', 'gameCount')
          .where('lower(platform.name) = lower(:name)', { name: route.name })
          .getRawOne<{ name: string; manufacturer: string; gun: string; gameCount: number }>();
        return row ? { kind: 'platform', platform: row } : notFound;
      }
      case 'category': {
        const row = await this.categories
          .createQueryBuilder('category')
          .select(['category.id AS id', 'category.name AS name', 'category.description AS description'])
          .addSelect('(SELECT count(*)::int FROM forum_threads thread WHERE thread.category_id = category.id)', 'threadCount')
          .where('category.id = :id', { id: route.id })
          .getRawOne<{ id: number; name: string; description: string; threadCount: number }>();
        return row ? { kind: 'category', category: row } : notFound;
      }
      case 'thread': {
        const thread = await this.threads
          .createQueryBuilder('thread')
          .leftJoin('thread.author', 'author')
          .addSelect('author.displayName')
          .innerJoin(ForumCategoryEntity, 'category', 'category.id = thread.categoryId')
          .addSelect('category.name', 'categoryName')
          .where('thread.id = :id', { id: route.id })
          .getRawAndEntities();
        const [entity] = thread.entities;
        if (!entity) return notFound;
        const raw = thread.raw[0] as { categoryName: string };
        return {
          kind: 'thread',
          thread: { ...entity, author: toForumAuthor(entity.author).display_name, category: raw.categoryName },
        };
      }
      case 'member': {
        // As registration stores names (NFKC) and matches them (in any case).
        const member = await this.users
          .createQueryBuilder('user')
          .select(['user.username', 'user.displayName', 'user.role', 'user.postCount', 'user.createdAt'])
          .where('lower(user.username) = lower(:username)', { username: route.username.normalize('NFKC') })
          .getOne();
        return member ? { kind: 'member', member } : notFound;
      }
      case 'not-found':
      case 'not-a-page':
        return notFound;
    }
  }
}
