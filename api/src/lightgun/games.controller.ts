import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  NotFoundException,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import { Public } from '../http/public.decorator.js';
import { Roles } from '../http/roles.decorator.js';
import { ApiErrors } from '../http/api-errors.js';
import { MessageResponse } from '../http/message.response.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import { GameSearchQuery } from './compatibility/dto/compatibility.query.js';
import { GameSearchPageResponse } from './compatibility/ranking.response.js';
import { GameResponse } from './dto/lightgun.response.js';
import { GameInput, GameUpdateInput } from './dto/game.input.js';
import { coverSvg, maxScreenshotNumber, screenshotSvg } from './game-artwork.js';
import { GamesService } from './games.service.js';

/**
 * Generated artwork: cached for an hour, then revalidated by ETag (a renamed game gets a new
 * cover). The policy keeps the image inert if it is opened on its own.
 */
/** The documentation of an artwork route: an SVG, or 304 when the ETag sent still matches. */
const ApiSvg = (description: string) =>
  applyDecorators(
    ApiOkResponse({ description, content: { 'image/svg+xml': { schema: { type: 'string' } } } }),
    ApiResponse({ status: 304, description: 'Unchanged since the ETag sent in If-None-Match' }),
  );

function sendSvg(reply: FastifyReply, svg: string, ifNoneMatch: string | undefined): void {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'public, max-age=3600')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  const known = (ifNoneMatch ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(etag)) void reply.status(304).send();
  else void reply.status(200).type('image/svg+xml; charset=utf-8').send(svg);
}

@ApiTags('lightgun')
@ApiBearerAuth()
@Controller('lightgun/games')
export class GamesController {
  constructor(private readonly games: GamesService) {}

  /** The catalogue across platforms; a bare /games path, so it never meets games/:id. */
  @Public()
  @Get()
  @ApiOkResponse({ type: GameSearchPageResponse })
  @ApiErrors(400)
  search(@Query() query: GameSearchQuery): Promise<GameSearchPageResponse> {
    return this.games.search(query);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ type: GameResponse })
  @ApiErrors(400, 404)
  get(@Param('id', ParseIdPipe) id: number): Promise<GameResponse> {
    return this.games.get(id);
  }

  @Public()
  @Get(':id/cover.svg')
  @ApiSvg('The generated cover')
  @ApiErrors(400, 404)
  async cover(
    @Param('id', ParseIdPipe) id: number,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendSvg(reply, coverSvg(await this.games.artwork(id)), ifNoneMatch);
  }

  /** Numbered placeholders (1 to 20) for games without real screenshots, such as the seeded ones. */
  @Public()
  @Get(':id/screenshot-:number.svg')
  @ApiSvg('A numbered placeholder screenshot, 1 to 20')
  @ApiErrors(400, 404)
  async screenshot(
    @Param('id', ParseIdPipe) id: number,
    @Param('number') number: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!/^[1-9]\d?$/.test(number) || Number(number) > maxScreenshotNumber)
      throw new NotFoundException('Screenshot not found');
    sendSvg(reply, screenshotSvg(await this.games.artwork(id), Number(number)), ifNoneMatch);
  }

  @Roles('admin')
  @Post()
  @ApiCreatedResponse({ type: GameResponse })
  @ApiErrors(400, 401, 403, 409, 422)
  create(@Body() body: GameInput): Promise<GameResponse> {
    return this.games.create(body);
  }

  @Roles('admin')
  @Patch(':id')
  @ApiOkResponse({ type: GameResponse })
  @ApiErrors(400, 401, 403, 404, 409, 422)
  update(@Param('id', ParseIdPipe) id: number, @Body() body: GameUpdateInput): Promise<GameResponse> {
    return this.games.update(id, body);
  }

  @Roles('admin')
  @Delete(':id')
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 401, 403, 404)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<MessageResponse> {
    await this.games.remove(id);
    return { message: 'Game deleted successfully' };
  }
}
