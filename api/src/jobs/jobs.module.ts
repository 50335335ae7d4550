import { Global, Module } from '@nestjs/common';
import { JobRunner } from './job-runner.service.js';

/** The one job runner of the process, for every module's scheduled jobs. */
@Global()
@Module({ providers: [JobRunner], exports: [JobRunner] })
export class JobsModule {}
