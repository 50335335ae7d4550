import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../http/api-errors.js';
import { UserSearchQuery, UserSearchResultResponse } from './dto/user-search.js';
import { UsersService } from './users.service.js';

/**
 * Members finding each other by name (the @mention composer): members only. `users/search` is a
 * static route, so it wins over the profiles' `users/:username` in the router.
 */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class MemberSearchController {
  constructor(private readonly users: UsersService) {}

  /** Usernames starting with `q`, shortest first, then alphabetically. */
  @Get('search')
  @ApiOkResponse({ type: [UserSearchResultResponse] })
  @ApiErrors(400, 401, 422)
  search(@Query() query: UserSearchQuery): Promise<UserSearchResultResponse[]> {
    return this.users.search(query.q, query.limit);
  }
}
