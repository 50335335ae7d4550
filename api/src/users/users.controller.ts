import { Body, Controller, Delete, Get, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import type { MessageResponse, User } from '@site/contracts';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { RoleChangeInput } from './dto/role-change.input.js';
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
  async list(): Promise<User[]> {
    return (await this.users.list()).map(toUserResponse);
  }

  @Delete(':id')
  async remove(@Param('id', ParseIdPipe) id: number): Promise<MessageResponse> {
    await this.users.remove(id);
    return { message: 'User deleted' };
  }

  @Patch(':id/role')
  async setRole(@Param('id', ParseIdPipe) id: number, @Body() body: RoleChangeInput): Promise<User> {
    return toUserResponse(await this.users.setRole(id, body.role));
  }
}
