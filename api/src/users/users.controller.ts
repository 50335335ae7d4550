import { Body, Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../http/api-errors.js';
import { MessageResponse } from '../http/message.response.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { RoleChangeInput } from './dto/role-change.input.js';
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

  @Get()
  @ApiOkResponse({ type: UserResponse, isArray: true })
  @ApiErrors(401, 403)
  async list(): Promise<UserResponse[]> {
    return (await this.users.list()).map(toUserResponse);
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
