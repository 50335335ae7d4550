import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DrainState } from './drain-state.js';
import { EndStreamsOnDrain } from './end-streams-on-drain.interceptor.js';
import { HealthController } from './health.controller.js';

/** Liveness and readiness probes, and the shutdown state the rest of the app follows. */
@Module({
  controllers: [HealthController],
  providers: [DrainState, { provide: APP_INTERCEPTOR, useClass: EndStreamsOnDrain }],
  exports: [DrainState],
})
export class HealthModule {}
