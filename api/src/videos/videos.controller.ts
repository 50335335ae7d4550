import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import type { MessageResponse, Video, VideoListResponse, VideoSearchResponse } from '@site/contracts';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Public } from '../auth/decorators/public.decorator.js';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { StrictRateLimit } from '../auth/decorators/strict-rate-limit.decorator.js';
import type { User } from '../users/user.entity.js';
import { TagsInput, VideoInput } from './dto/video.input.js';
import { VideoListQuery, VideoSearchQuery } from './dto/video.query.js';
import { VideosService } from './videos.service.js';

@ApiTags('videos')
@ApiBearerAuth()
@Controller('videos')
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @Public()
  @Get()
  list(@Query() query: VideoListQuery, @CurrentUser() viewer: User | undefined): Promise<VideoListResponse> {
    return this.videos.list(query, viewer);
  }

  @Public()
  @Get('search')
  search(@Query() query: VideoSearchQuery, @CurrentUser() viewer: User | undefined): Promise<VideoSearchResponse> {
    return this.videos.search(query.q, viewer);
  }

  @Public()
  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number, @CurrentUser() viewer: User | undefined): Promise<Video> {
    return this.videos.get(id, viewer);
  }

  /** Any logged-in user; a non-admin's video waits for approval. 200, as the spec's clients expect. */
  @StrictRateLimit()
  @HttpCode(200)
  @Post()
  create(@Body() body: VideoInput, @CurrentUser() author: User): Promise<Video> {
    return this.videos.create(body, author);
  }

  @Roles('admin')
  @Put(':id')
  update(@Param('id', ParseIdPipe) id: number, @Body() body: VideoInput): Promise<Video> {
    return this.videos.update(id, body);
  }

  @Roles('admin')
  @Patch(':id/tags')
  setTags(@Param('id', ParseIdPipe) id: number, @Body() body: TagsInput): Promise<Video> {
    return this.videos.setTags(id, body);
  }

  @Roles('admin')
  @Patch(':id/approve')
  approve(@Param('id', ParseIdPipe) id: number): Promise<Video> {
    return this.videos.approve(id);
  }

  @Roles('admin')
  @Delete(':id/reject')
  async reject(@Param('id', ParseIdPipe) id: number): Promise<MessageResponse> {
    await this.videos.reject(id);
    return { message: 'Video rejected and deleted' };
  }

  @Roles('admin')
  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number): Promise<MessageResponse> {
    await this.videos.remove(id);
    return { message: 'Video deleted successfully' };
  }
}
