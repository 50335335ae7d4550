import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { LightgunStats, MessageResponse, Platform, PlatformWithGames } from '@site/contracts';
import { Public } from '../auth/decorators/public.decorator.js';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import { PlatformInput, PlatformUpdateInput } from './dto/platform.input.js';
import { PlatformsService } from './platforms.service.js';

@ApiTags('lightgun')
@ApiBearerAuth()
@Controller('lightgun')
export class PlatformsController {
  constructor(private readonly platforms: PlatformsService) {}

  @Public()
  @Get('platforms')
  list(): Promise<Platform[]> {
    return this.platforms.list();
  }

  @Public()
  @Get('stats')
  stats(): Promise<LightgunStats> {
    return this.platforms.stats();
  }

  /** By name, whatever its case; Fastify has already decoded the path ('Sega%20Saturn'). */
  @Public()
  @Get('platforms/:name')
  get(@Param('name') name: string): Promise<PlatformWithGames> {
    return this.platforms.getByName(name);
  }

  @Roles('admin')
  @Post('platforms')
  create(@Body() body: PlatformInput): Promise<Platform> {
    return this.platforms.create(body);
  }

  @Roles('admin')
  @Patch('platforms/:id')
  update(@Param('id', ParseIdPipe) id: number, @Body() body: PlatformUpdateInput): Promise<Platform> {
    return this.platforms.update(id, body);
  }

  @Roles('admin')
  @Delete('platforms/:id')
  async remove(@Param('id', ParseIdPipe) id: number): Promise<MessageResponse> {
    await this.platforms.remove(id);
    return { message: 'Platform deleted successfully' };
  }
}
