import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { PostgresThrottlerStorage } from './auth/rate-limit/postgres-throttler-storage.js';
import { rateLimitOptions } from './auth/rate-limit/rate-limit-options.js';
import { RateLimitModule } from './auth/rate-limit/rate-limit.module.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { DatabaseModule } from './database/database.module.js';
import { FeedModule } from './feed/feed.module.js';
import { ForumModule } from './forum/forum.module.js';
import { HealthModule } from './health/health.module.js';
import { ApiExceptionFilter } from './http/api-exception.filter.js';
import { LightgunModule } from './lightgun/lightgun.module.js';
import { MarkdownModule } from './markdown/markdown.module.js';
import { NewsModule } from './news/news.module.js';
import { SiteModule } from './site/site.module.js';
import { UsersModule } from './users/users.module.js';
import { VisitorsModule } from './visitors/visitors.module.js';
import { VideosModule } from './videos/videos.module.js';
import { YoutubeModule } from './youtube/youtube.module.js';

/** The API: one module per domain. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        // Counted in PostgreSQL, so every API process shares the same budget.
        ThrottlerModule.forRootAsync({
          imports: [RateLimitModule],
          inject: [PostgresThrottlerStorage],
          useFactory: (storage: PostgresThrottlerStorage) => rateLimitOptions(config, storage),
        }),
        DatabaseModule,
        MarkdownModule,
        HealthModule,
        UsersModule,
        AuthModule,
        VideosModule,
        YoutubeModule,
        NewsModule,
        LightgunModule,
        ForumModule,
        AdminModule,
        FeedModule,
        VisitorsModule,
        SiteModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_GUARD, useClass: ThrottlerGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [APP_CONFIG],
    };
  }
}
