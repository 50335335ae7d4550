import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import { CurrentUser, StrictRateLimit } from '../auth/index.js';
import { Public } from '../http/public.decorator.js';
import { Roles } from '../http/roles.decorator.js';
import type { User } from '../users/index.js';
import { SubmissionDenialInput } from './dto/submission-denial.input.js';
import { TagsInput, VideoInput } from './dto/video.input.js';
import { VideoGameLinkInput } from './dto/video-game-link.input.js';
import { ApiErrors } from '../http/api-errors.js';
import { MessageResponse } from '../http/message.response.js';
import { VideoListQuery, VideoSearchQuery } from './dto/video.query.js';
import { VideoListResponse, VideoResponse, VideoSearchResponse } from './dto/video.response.js';
import { VideosService } from './videos.service.js';

@ApiTags('videos')
@ApiBearerAuth()
@Controller('videos')
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: VideoListResponse })
  @ApiErrors(400)
  list(@Query() query: VideoListQuery, @CurrentUser() viewer: User | undefined): Promise<VideoListResponse> {
    return this.videos.list(query, viewer);
  }

  @Public()
  @Get('search')
  @ApiOkResponse({ type: VideoSearchResponse })
  @ApiErrors(400)
  search(@Query() query: VideoSearchQuery, @CurrentUser() viewer: User | undefined): Promise<VideoSearchResponse> {
    return this.videos.search(query.q, viewer);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ type: VideoResponse })
  @ApiErrors(400, 404)
  get(@Param('id', ParseIdPipe) id: number, @CurrentUser() viewer: User | undefined): Promise<VideoResponse> {
    return this.videos.get(id, viewer);
  }

  /** Any logged-in user; a non-admin's video waits for approval. 200, as the spec's clients expect. */
  @StrictRateLimit()
  @HttpCode(200)
  @Post()
  @ApiOkResponse({ type: VideoResponse })
  @ApiErrors(400, 401, 409, 422, 429)
  create(@Body() body: VideoInput, @CurrentUser() author: User): Promise<VideoResponse> {
    return this.videos.create(body, author);
  }

  @Roles('admin')
  @Put(':id')
  @ApiOkResponse({ type: VideoResponse })
  @ApiErrors(400, 401, 403, 404, 409, 422)
  update(@Param('id', ParseIdPipe) id: number, @Body() body: VideoInput): Promise<VideoResponse> {
    return this.videos.update(id, body);
  }

  /** Links the video to a catalogue game (null unlinks); 422 for a game that does not exist. */
  @Roles('admin')
  @Put(':id/game')
  @ApiOkResponse({ type: VideoResponse })
  @ApiErrors(400, 401, 403, 404, 422)
  setGame(@Param('id', ParseIdPipe) id: number, @Body() body: VideoGameLinkInput): Promise<VideoResponse> {
    return this.videos.setGame(id, body.game_id);
  }

  @Roles('admin')
  @Patch(':id/tags')
  @ApiOkResponse({ type: VideoResponse })
  @ApiErrors(400, 401, 403, 404, 422)
  setTags(@Param('id', ParseIdPipe) id: number, @Body() body: TagsInput): Promise<VideoResponse> {
    return this.videos.setTags(id, body);
  }

  @Roles('admin')
  @Patch(':id/approve')
  @ApiOkResponse({ type: VideoResponse })
  @ApiErrors(400, 401, 403, 404)
  approve(@Param('id', ParseIdPipe) id: number, @CurrentUser() admin: User): Promise<VideoResponse> {
    return this.videos.approve(id, admin);
  }

  /** A pending video becomes 'denied', kept for its submitter, who is told why when a reason is given. */
  @Roles('admin')
  @Patch(':id/deny')
  @ApiOkResponse({ type: VideoResponse })
  @ApiErrors(400, 401, 403, 404, 409, 422)
  deny(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: SubmissionDenialInput,
    @CurrentUser() admin: User,
  ): Promise<VideoResponse> {
    return this.videos.deny(id, body.reason, admin);
  }

  /** The spec's route: denies without a reason (the video is kept, no longer deleted). */
  @Roles('admin')
  @Delete(':id/reject')
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 401, 403, 404, 409)
  async reject(@Param('id', ParseIdPipe) id: number, @CurrentUser() admin: User): Promise<MessageResponse> {
    await this.videos.deny(id, undefined, admin);
    return { message: 'Video denied' };
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 401, 403, 404)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<MessageResponse> {
    await this.videos.remove(id);
    return { message: 'Video deleted successfully' };
  }
}
