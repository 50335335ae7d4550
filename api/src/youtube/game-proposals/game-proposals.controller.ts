import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../http/api-errors.js';
import { ParseIdPipe } from '../../http/parse-id.pipe.js';
import { Roles } from '../../http/roles.decorator.js';
import { VideoGameProposalsResponse } from './dto/video-game-proposal.response.js';
import { GameProposalsService } from './game-proposals.service.js';

/** The sync's proposed links, for admins to confirm: a static path, matched before the videos controller's `:id`. */
@ApiTags('videos')
@ApiBearerAuth()
@Roles('admin')
@Controller('videos/game-proposals')
export class GameProposalsController {
  constructor(private readonly proposals: GameProposalsService) {}

  @Get()
  @ApiOkResponse({ type: VideoGameProposalsResponse })
  @ApiErrors(401, 403)
  list(): Promise<VideoGameProposalsResponse> {
    return this.proposals.pending();
  }

  /** Links the video to the game; the video's other proposals are dismissed. */
  @Post(':videoId/:gameId/accept')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Linked' })
  @ApiErrors(400, 401, 403, 404)
  accept(@Param('videoId', ParseIdPipe) videoId: number, @Param('gameId', ParseIdPipe) gameId: number): Promise<void> {
    return this.proposals.accept(videoId, gameId);
  }

  /** The sync never proposes this pair again. */
  @Post(':videoId/:gameId/dismiss')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Dismissed' })
  @ApiErrors(400, 401, 403, 404)
  dismiss(@Param('videoId', ParseIdPipe) videoId: number, @Param('gameId', ParseIdPipe) gameId: number): Promise<void> {
    return this.proposals.dismiss(videoId, gameId);
  }
}
