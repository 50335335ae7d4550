import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { AdminModule } from './admin/index.js';
import { AuthModule, PostgresThrottlerStorage, rateLimitOptions, RateLimitModule } from './auth/index.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { DatabaseModule } from './database/database.module.js';
import { FeedModule } from './feed/index.js';
import { ForumModule } from './forum/index.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { ApiExceptionFilter } from './http/api-exception.filter.js';
import { LightgunModule } from './lightgun/index.js';
import { MarkdownModule } from './markdown/markdown.module.js';
import { MemberDataModule } from './member-data/index.js';
import { NewsModule } from './news/index.js';
import { NotificationsModule } from './notifications/index.js';
import { SiteModule } from './site/index.js';
import { UsersModule } from './users/index.js';
import { VisitorsModule } from './visitors/index.js';
import { VideosModule } from './videos/index.js';
import { YoutubeModule } from './youtube/index.js';

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
        JobsModule,
        MarkdownModule,
        HealthModule,
        UsersModule,
        AuthModule,
        NotificationsModule,
        VideosModule,
        YoutubeModule,
        NewsModule,
        LightgunModule,
        ForumModule,
        AdminModule,
        FeedModule,
        VisitorsModule,
        SiteModule,
        MemberDataModule,
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
