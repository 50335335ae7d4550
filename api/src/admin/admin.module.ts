import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VideoEntity } from '../videos/entities/video.entity.js';
import { AdminOverviewService } from './admin-overview.service.js';
import { AdminController } from './admin.controller.js';

/** What only the admin dashboard needs; each area's own admin actions stay in its module. */
@Module({
  imports: [TypeOrmModule.forFeature([VideoEntity])],
  controllers: [AdminController],
  providers: [AdminOverviewService],
})
export class AdminModule {}
