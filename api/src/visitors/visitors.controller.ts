import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, StrictRateLimit } from '../auth/index.js';
import { Public } from '../http/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiErrors } from '../http/api-errors.js';
import type { User } from '../users/index.js';
import { VisitorStatsResponse } from './dto/visitor-stats.response.js';
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

  /**
   * No body; with a valid token the visitor is the account. Under the strict per-address limit, so a
   * script cannot invent visitors cheaply.
   */
  @StrictRateLimit()
  @HttpCode(200)
  @Post('track')
  @ApiOkResponse({ type: VisitorStatsResponse })
  @ApiErrors(429)
  track(@Req() request: FastifyRequest, @CurrentUser() visitor: User | undefined): Promise<VisitorStatsResponse> {
    return this.visitors.track(visitorHash(this.config.visitorSalt, request.ip, visitor));
  }

  @Get('stats')
  @ApiOkResponse({ type: VisitorStatsResponse })
  stats(): Promise<VisitorStatsResponse> {
    return this.visitors.stats();
  }
}
