import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../http/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { disallowedPaths } from './page-routes.js';
import { renderRobots } from './robots.js';
import { SitemapService } from './sitemap.service.js';

/** Root paths outside the `api` prefix (see app.factory.ts). */
export const siteFileRoutes = ['robots.txt', 'sitemap.xml', 'sitemaps/:file'];

// Set on success only: an error must keep its JSON type.
function answer(reply: FastifyReply, type: 'xml' | 'text', maxAgeSeconds: number, body: string): string {
  reply.type(type === 'xml' ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8');
  // Crawlers read these rarely; a few minutes of staleness costs nothing.
  reply.header('Cache-Control', `public, max-age=${maxAgeSeconds}`);
  return body;
}

/** /robots.txt and /sitemap.xml (with /sitemaps/<n>.xml past 50,000 addresses), at the site's root. */
@ApiExcludeController()
@Public()
@Controller()
export class SiteFilesController {
  constructor(
    private readonly sitemaps: SitemapService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('robots.txt')
  robots(@Res({ passthrough: true }) reply: FastifyReply): string {
    return answer(reply, 'text', 3600, renderRobots([...disallowedPaths, '/api/'], this.config.siteUrl));
  }

  @Get('sitemap.xml')
  async sitemap(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return answer(reply, 'xml', 600, await this.sitemaps.sitemap());
  }

  @Get('sitemaps/:file')
  async sitemapFile(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const number = /^([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
    const body = number ? await this.sitemaps.sitemapFile(Number(number)) : null;
    if (body === null) throw new NotFoundException('No such sitemap file');
    return answer(reply, 'xml', 600, body);
  }
}
