import { Body, Controller, Delete, Get, Param, Patch, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../http/api-errors.js';
import { MessageResponse } from '../http/message.response.js';
import { ApiPagedArrayResponse, sendPage } from '../http/pagination-header.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import { Roles } from '../http/roles.decorator.js';
import { RoleChangeInput } from './dto/role-change.input.js';
import { UserListQuery } from './dto/user.query.js';
import { UserResponse } from './dto/user.response.js';
import { toUserResponse } from './user-response.js';
import { UsersService } from './users.service.js';

/** User management (admin only), under /api/auth/users as the spec's client calls it. */
@ApiTags('users')
@ApiBearerAuth()
@Roles('admin')
@Controller('auth/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** Oldest account first, a page at a time. */
  @Get()
  @ApiPagedArrayResponse(UserResponse)
  @ApiErrors(400, 401, 403)
  async list(@Query() query: UserListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserResponse[]> {
    const { items, pagination } = await this.users.list(query);
    return sendPage(reply, { items: items.map(toUserResponse), pagination });
  }

  @Delete(':id')
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 401, 403, 404)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<MessageResponse> {
    await this.users.remove(id);
    return { message: 'User deleted' };
  }

  @Patch(':id/role')
  @ApiOkResponse({ type: UserResponse })
  @ApiErrors(400, 401, 403, 404, 422)
  async setRole(@Param('id', ParseIdPipe) id: number, @Body() body: RoleChangeInput): Promise<UserResponse> {
    return toUserResponse(await this.users.setRole(id, body.role));
  }
}
