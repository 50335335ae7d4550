import { Controller, Get, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../http/public.decorator.js';
import { PageRenderer } from './page-renderer.service.js';
import { sendPage } from './send-page.js';

const prefix = '/api/pages';

/**
 * `GET /api/pages/<page address>`: the page's HTML, for a static host in front (docker-compose's
 * nginx proxies every address that is not a file here, with the original URI).
 */
@ApiExcludeController()
@Public()
@Controller('pages')
export class PagesController {
  constructor(private readonly renderer: PageRenderer) {}

  @Get(['', '*'])
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.renderer.enabled)
      throw new ServiceUnavailableException('Pages are not rendered here: set SHELL_URL (or SITE_ROOT)');
    const rest = request.url.slice(prefix.length);
    await sendPage(this.renderer, rest.startsWith('/') ? rest : `/${rest}`, request, reply);
  }
}
