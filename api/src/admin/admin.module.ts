import { Module } from '@nestjs/common';
import { LightgunModule } from '../lightgun/index.js';
import { NewsModule } from '../news/index.js';
import { UsersModule } from '../users/index.js';
import { VideosModule } from '../videos/index.js';
import { AdminOverviewService } from './admin-overview.service.js';
import { AdminController } from './admin.controller.js';
import { DemoContentModule } from './demo-content/demo-content.module.js';
import { SetupChecklistModule } from './setup-checklist/setup-checklist.module.js';

/** What only the admin dashboard needs, asked of the modules that own it; each area's own admin actions stay there. */
@Module({
  imports: [VideosModule, NewsModule, LightgunModule, UsersModule, DemoContentModule, SetupChecklistModule],
  controllers: [AdminController],
  providers: [AdminOverviewService],
})
export class AdminModule {}
