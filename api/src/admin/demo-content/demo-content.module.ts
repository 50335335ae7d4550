import { Module } from '@nestjs/common';
import { ForumModule } from '../../forum/index.js';
import { NewsModule } from '../../news/index.js';
import { VideosModule } from '../../videos/index.js';
import { DemoContentController } from './demo-content.controller.js';
import { DemoContentService } from './demo-content.service.js';

/** DELETE /api/admin/demo-content: the seed's demo rows, removed by the modules that own them. */
@Module({
  imports: [VideosModule, NewsModule, ForumModule],
  controllers: [DemoContentController],
  providers: [DemoContentService],
})
export class DemoContentModule {}
