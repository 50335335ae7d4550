import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { Public } from '../http/public.decorator.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ApiErrors } from '../http/api-errors.js';
import { DrainState } from './drain-state.js';
import { HealthResponse, ReadinessResponse } from './dto/health.response.js';
import { within } from './within.js';

/**
 * Probes for a load balancer or orchestrator. Never rate limited: a few addresses poll them all the
 * time, and a limiter that counts in the database would make liveness wait on it.
 */
@ApiTags('health')
@Public()
@SkipThrottle({ default: true, strict: true })
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly drain: DrainState,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Liveness: answers while the process can, whatever the database does (restart only when this fails). */
  @Get()
  @ApiOkResponse({ type: HealthResponse, description: 'The process is up.' })
  live(): HealthResponse {
    return { status: 'ok' };
  }

  /** Readiness: send traffic here only while this is 200. */
  @Get('ready')
  @ApiOkResponse({
    type: ReadinessResponse,
    description: 'The database answered and the process is not shutting down.',
  })
  @ApiErrors(503)
  async ready(): Promise<ReadinessResponse> {
    if (this.drain.draining) throw new ServiceUnavailableException('Shutting down');
    if (!(await this.databaseAnswers())) throw new ServiceUnavailableException('Database unavailable');
    return { status: 'ready', database: 'up' };
  }

  /** SELECT 1 within the connect timeout: a probe must answer before the balancer gives up on it. */
  private databaseAnswers(): Promise<boolean> {
    const query = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    return within(query, this.config.dbConnectTimeoutMs, false);
  }
}
