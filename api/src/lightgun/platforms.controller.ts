import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../http/public.decorator.js';
import { Roles } from '../http/roles.decorator.js';
import { ApiErrors } from '../http/api-errors.js';
import { MessageResponse } from '../http/message.response.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import { GameListQuery } from './compatibility/dto/compatibility.query.js';
import { PlatformWithGamesResponse } from './compatibility/ranking.response.js';
import { LightgunStatsResponse, PlatformResponse } from './dto/lightgun.response.js';
import { PlatformInput, PlatformUpdateInput } from './dto/platform.input.js';
import { PlatformsService } from './platforms.service.js';

@ApiTags('lightgun')
@ApiBearerAuth()
@Controller('lightgun')
export class PlatformsController {
  constructor(private readonly platforms: PlatformsService) {}

  @Public()
  @Get('platforms')
  @ApiOkResponse({ type: PlatformResponse, isArray: true })
  list(): Promise<PlatformResponse[]> {
    return this.platforms.list();
  }

  @Public()
  @Get('stats')
  @ApiOkResponse({ type: LightgunStatsResponse })
  stats(): Promise<LightgunStatsResponse> {
    return this.platforms.stats();
  }

  /** By name, whatever its case; Fastify has already decoded the path ('Sega%20Saturn'). */
  @Public()
  @Get('platforms/:name')
  @ApiOkResponse({ type: PlatformWithGamesResponse })
  @ApiErrors(400, 404)
  get(@Param('name') name: string, @Query() list: GameListQuery): Promise<PlatformWithGamesResponse> {
    return this.platforms.getByName(name, list);
  }

  @Roles('admin')
  @Post('platforms')
  @ApiCreatedResponse({ type: PlatformResponse })
  @ApiErrors(400, 401, 403, 409, 422)
  create(@Body() body: PlatformInput): Promise<PlatformResponse> {
    return this.platforms.create(body);
  }

  @Roles('admin')
  @Patch('platforms/:id')
  @ApiOkResponse({ type: PlatformResponse })
  @ApiErrors(400, 401, 403, 404, 409, 422)
  update(@Param('id', ParseIdPipe) id: number, @Body() body: PlatformUpdateInput): Promise<PlatformResponse> {
    return this.platforms.update(id, body);
  }

  @Roles('admin')
  @Delete('platforms/:id')
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 401, 403, 404, 409)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<MessageResponse> {
    await this.platforms.remove(id);
    return { message: 'Platform deleted successfully' };
  }
}
