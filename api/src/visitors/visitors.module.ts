import { Module } from '@nestjs/common';
import { VisitorsController } from './visitors.controller.js';
import { VisitorsService } from './visitors.service.js';

/** The visitor counter: unique clients by keyed hash, and their visits. */
@Module({
  controllers: [VisitorsController],
  providers: [VisitorsService],
})
export class VisitorsModule {}
