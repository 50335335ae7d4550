import { Body, Controller, Delete, Get, Header, Inject, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { MessageResponse, NewsArticle, NewsArticleDetail } from '@site/contracts';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Public } from '../auth/decorators/public.decorator.js';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { StrictRateLimit } from '../auth/decorators/strict-rate-limit.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { User } from '../users/user.entity.js';
import { NewsInput } from './dto/news.input.js';
import { newsRss } from './news-rss.js';
import { NewsService } from './news.service.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';

@ApiTags('news')
@ApiBearerAuth()
@Controller('news')
export class NewsController {
  constructor(
    private readonly news: NewsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Public; a valid token identifies admins, who also see pending articles. */
  @Public()
  @Get()
  list(@CurrentUser() viewer: User | undefined): Promise<NewsArticle[]> {
    return this.news.list(viewer);
  }

  /** A static path: Fastify's router matches it before `:id` whatever the declaration order. */
  @Public()
  @Get('rss.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @ApiProduces('application/rss+xml')
  async rss(): Promise<string> {
    return newsRss(await this.news.feed(), this.config.siteUrl);
  }

  @Public()
  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number, @CurrentUser() viewer: User | undefined): Promise<NewsArticleDetail> {
    return this.news.get(id, viewer);
  }

  /** Any logged-in user; a non-admin's article waits for approval. */
  @StrictRateLimit()
  @Post()
  create(@Body() body: NewsInput, @CurrentUser() poster: User): Promise<NewsArticle> {
    return this.news.create(body, poster);
  }

  @Roles('admin')
  @Put(':id')
  update(@Param('id', ParseIdPipe) id: number, @Body() body: NewsInput): Promise<NewsArticle> {
    return this.news.update(id, body);
  }

  @Roles('admin')
  @Patch(':id/approve')
  approve(@Param('id', ParseIdPipe) id: number): Promise<NewsArticle> {
    return this.news.approve(id);
  }

  @Roles('admin')
  @Delete(':id/reject')
  async reject(@Param('id', ParseIdPipe) id: number): Promise<MessageResponse> {
    await this.news.reject(id);
    return { message: 'Post rejected and deleted' };
  }

  @Roles('admin')
  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number): Promise<MessageResponse> {
    await this.news.remove(id);
    return { message: 'News article deleted successfully' };
  }
}
