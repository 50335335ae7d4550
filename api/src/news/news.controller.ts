import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Inject,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, StrictRateLimit, PostingLimitGuard } from '../auth/index.js';
import { Public } from '../http/public.decorator.js';
import { Roles } from '../http/roles.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { User } from '../users/index.js';
import { ApiErrors } from '../http/api-errors.js';
import { MessageResponse } from '../http/message.response.js';
import { ApiPagedArrayResponse, sendPage } from '../http/pagination-header.js';
import { SubmissionDenialInput } from '../videos/index.js';
import { NewsInput } from './dto/news.input.js';
import { NewsListQuery } from './dto/news.query.js';
import { NewsArticleDetailResponse, NewsArticleResponse } from './dto/news.response.js';
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

  /** Public, newest first, a page at a time; a valid token identifies admins, who also see pending articles. */
  @Public()
  @Get()
  @ApiPagedArrayResponse(NewsArticleResponse)
  @ApiErrors(400)
  async list(
    @Query() query: NewsListQuery,
    @CurrentUser() viewer: User | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NewsArticleResponse[]> {
    return sendPage(reply, await this.news.list(query, viewer));
  }

  /** A static path: Fastify's router matches it before `:id` whatever the declaration order. */
  @Public()
  @Get('rss.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @ApiOkResponse({
    description: 'RSS 2.0 of the newest published articles',
    content: { 'application/rss+xml': { schema: { type: 'string' } } },
  })
  async rss(): Promise<string> {
    return newsRss(await this.news.feed(), this.config.siteUrl);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ type: NewsArticleDetailResponse })
  @ApiErrors(400, 404)
  get(
    @Param('id', ParseIdPipe) id: number,
    @CurrentUser() viewer: User | undefined,
  ): Promise<NewsArticleDetailResponse> {
    return this.news.get(id, viewer);
  }

  /** Any logged-in user; a non-admin's article waits for approval. Creating and editing spend the posting budget. */
  @StrictRateLimit()
  @UseGuards(PostingLimitGuard)
  @Post()
  @ApiCreatedResponse({ type: NewsArticleDetailResponse })
  @ApiErrors(400, 401, 422, 429)
  create(@Body() body: NewsInput, @CurrentUser() poster: User): Promise<NewsArticleDetailResponse> {
    return this.news.create(body, poster);
  }

  @Roles('admin')
  @UseGuards(PostingLimitGuard)
  @Put(':id')
  @ApiOkResponse({ type: NewsArticleDetailResponse })
  @ApiErrors(400, 401, 403, 404, 422, 429)
  update(@Param('id', ParseIdPipe) id: number, @Body() body: NewsInput): Promise<NewsArticleDetailResponse> {
    return this.news.update(id, body);
  }

  @Roles('admin')
  @Patch(':id/approve')
  @ApiOkResponse({ type: NewsArticleResponse })
  @ApiErrors(400, 401, 403, 404)
  approve(@Param('id', ParseIdPipe) id: number, @CurrentUser() admin: User): Promise<NewsArticleResponse> {
    return this.news.approve(id, admin);
  }

  /** A pending article becomes 'denied', kept for its submitter, who is told why when a reason is given. */
  @Roles('admin')
  @Patch(':id/deny')
  @ApiOkResponse({ type: NewsArticleResponse })
  @ApiErrors(400, 401, 403, 404, 409, 422)
  deny(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: SubmissionDenialInput,
    @CurrentUser() admin: User,
  ): Promise<NewsArticleResponse> {
    return this.news.deny(id, body.reason, admin);
  }

  /** The spec's route: denies without a reason (the article is kept, no longer deleted). */
  @Roles('admin')
  @Delete(':id/reject')
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 401, 403, 404, 409)
  async reject(@Param('id', ParseIdPipe) id: number, @CurrentUser() admin: User): Promise<MessageResponse> {
    await this.news.deny(id, undefined, admin);
    return { message: 'Post denied' };
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 401, 403, 404)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<MessageResponse> {
    await this.news.remove(id);
    return { message: 'News article deleted successfully' };
  }
}
