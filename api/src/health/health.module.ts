import { Global, Module } from '@nestjs/common';
import { DrainState } from './drain-state.js';
import { HealthController } from './health.controller.js';

/**
 * Liveness and readiness probes, and the shutdown state the rest of the app follows: a
 * server-sent event stream ends on `DrainState.started$` (a global interceptor would do it for
 * every route at a cost on each request; drain-state.spec.ts checks each stream does).
 */
@Global()
@Module({
  controllers: [HealthController],
  providers: [DrainState],
  exports: [DrainState],
})
export class HealthModule {}
