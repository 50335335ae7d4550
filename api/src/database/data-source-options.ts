import pg from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { PasswordResetToken } from '../auth/entities/password-reset-token.entity.js';
import { ForumCategoryEntity } from '../forum/entities/forum-category.entity.js';
import { ForumPostEntity } from '../forum/entities/forum-post.entity.js';
import { ForumThreadEntity } from '../forum/entities/forum-thread.entity.js';
import { ForumVoteEntity } from '../forum/entities/forum-vote.entity.js';
import { CompatibilityReportEntity } from '../lightgun/compatibility/entities/compatibility-report.entity.js';
import { SetupOptionEntity } from '../lightgun/compatibility/entities/setup-option.entity.js';
import { SetupPreferenceEntity } from '../lightgun/compatibility/entities/setup-preference.entity.js';
import { GameEntity } from '../lightgun/entities/game.entity.js';
import { PlatformEntity } from '../lightgun/entities/platform.entity.js';
import { OutboxMail } from '../mail/entities/outbox-mail.entity.js';
import { NewsArticleEntity } from '../news/entities/news-article.entity.js';
import { NotificationSettingEntity } from '../notifications/entities/notification-setting.entity.js';
import { NotificationEntity } from '../notifications/entities/notification.entity.js';
import { User } from '../users/user.entity.js';
import { VideoEntity } from '../videos/entities/video.entity.js';
import { YoutubeSyncRunEntity } from '../youtube/sync-runs/youtube-sync-run.entity.js';
import { VideoGameProposalEntity } from '../youtube/game-proposals/video-game-proposal.entity.js';
import { migrations } from './migrations/index.js';
import { watchedClientClass } from './statement-watchdog.js';

/** Every entity of the API. */
export const entities = [
  User,
  PasswordResetToken,
  OutboxMail,
  VideoEntity,
  NewsArticleEntity,
  PlatformEntity,
  GameEntity,
  SetupOptionEntity,
  CompatibilityReportEntity,
  SetupPreferenceEntity,
  ForumCategoryEntity,
  ForumThreadEntity,
  ForumPostEntity,
  ForumVoteEntity,
  YoutubeSyncRunEntity,
  VideoGameProposalEntity,
  NotificationEntity,
  NotificationSettingEntity,
];

/** How long the API waits on PostgreSQL before a request fails with 503 instead of hanging. */
export interface DatabaseTimeouts {
  /** A new connection, or a free one from the pool. */
  connectMs: number;
  /** The server cancels a longer statement; the client ends the connection 2 s later (a frozen server). */
  statementMs: number;
}

// Past the server's own statement_timeout, the answer is not coming: the server is frozen or cut off.
const clientGraceMs = 2_000;

/** Options of the pg pool: every wait bounded, dead peers found by TCP keepalive. */
function poolOptions({ connectMs, statementMs }: DatabaseTimeouts) {
  return {
    connectionTimeoutMillis: connectMs,
    statement_timeout: statementMs,
    Client: watchedClientClass(statementMs + clientGraceMs),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: 'lightgun-api',
  };
}

/**
 * Without `timeouts` (migrations and seed at start-up) statements may wait as long as they need:
 * the start-up lock waits for another replica's migrations.
 */
export function dataSourceOptions(url: string, timeouts?: DatabaseTimeouts): DataSourceOptions {
  return {
    type: 'postgres',
    // The pg the watchdog subclasses and read-rows.ts checks the pool against (TypeORM would load its own otherwise).
    driver: pg,
    url,
    entities,
    migrations,
    // Applied by prepareDatabase under a lock before the app starts, never by the app itself.
    migrationsRun: false,
    synchronize: false,
    poolSize: 10,
    ...(timeouts ? { extra: poolOptions(timeouts) } : {}),
  };
}
