import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { VisitorStats } from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import { Public } from '../auth/decorators/public.decorator.js';
import { StrictRateLimit } from '../auth/decorators/strict-rate-limit.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { visitorHash } from './visitor-hash.js';
import { VisitorsService } from './visitors.service.js';

@ApiTags('visitors')
@Public()
@Controller('visitors')
export class VisitorsController {
  constructor(
    private readonly visitors: VisitorsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** No body. Under the strict per-address limit, so a script cannot invent visitors cheaply. */
  @StrictRateLimit()
  @HttpCode(200)
  @Post('track')
  track(@Req() request: FastifyRequest): Promise<VisitorStats> {
    return this.visitors.track(visitorHash(this.config.visitorSalt, request.ip, request.headers['user-agent']));
  }

  @Get('stats')
  stats(): Promise<VisitorStats> {
    return this.visitors.stats();
  }
}
