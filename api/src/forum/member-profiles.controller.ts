import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../http/public.decorator.js';
import { ApiErrors } from '../http/api-errors.js';
import { ReplyPageQuery, ThreadPageQuery } from './dto/forum.query.js';
import {
  MemberProfileResponse,
  MemberReplyPageResponse,
  MemberThreadPageResponse,
} from './dto/member-profile.response.js';
import { MemberProfilesService } from './member-profiles.service.js';

/**
 * Members' public profiles, readable by anyone. `users/me/setup` is another controller's: its two
 * static segments win over `:username` in the router, and a member named 'me' still has a profile here.
 */
@ApiTags('users')
@Public()
@Controller('users')
export class MemberProfilesController {
  constructor(private readonly profiles: MemberProfilesService) {}

  @Get(':username')
  @ApiOkResponse({ type: MemberProfileResponse })
  @ApiErrors(404)
  profile(@Param('username') username: string): Promise<MemberProfileResponse> {
    return this.profiles.profile(username);
  }

  @Get(':username/threads')
  @ApiOkResponse({ type: MemberThreadPageResponse })
  @ApiErrors(400, 404)
  threads(@Param('username') username: string, @Query() query: ThreadPageQuery): Promise<MemberThreadPageResponse> {
    return this.profiles.threadsOf(username, query);
  }

  @Get(':username/replies')
  @ApiOkResponse({ type: MemberReplyPageResponse })
  @ApiErrors(400, 404)
  replies(@Param('username') username: string, @Query() query: ReplyPageQuery): Promise<MemberReplyPageResponse> {
    return this.profiles.repliesOf(username, query);
  }
}
