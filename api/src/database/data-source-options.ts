import type { DataSourceOptions } from 'typeorm';
import { PasswordResetToken } from '../auth/entities/password-reset-token.entity.js';
import { ForumCategoryEntity } from '../forum/entities/forum-category.entity.js';
import { ForumPostEntity } from '../forum/entities/forum-post.entity.js';
import { ForumThreadEntity } from '../forum/entities/forum-thread.entity.js';
import { ForumVoteEntity } from '../forum/entities/forum-vote.entity.js';
import { GameEntity } from '../lightgun/entities/game.entity.js';
import { PlatformEntity } from '../lightgun/entities/platform.entity.js';
import { OutboxMail } from '../mail/entities/outbox-mail.entity.js';
import { NewsArticleEntity } from '../news/entities/news-article.entity.js';
import { User } from '../users/user.entity.js';
import { VideoEntity } from '../videos/entities/video.entity.js';
import { migrations } from './migrations/index.js';

/** Every entity of the API. */
export const entities = [User, PasswordResetToken, OutboxMail, VideoEntity, NewsArticleEntity, PlatformEntity, GameEntity, ForumCategoryEntity, ForumThreadEntity, ForumPostEntity, ForumVoteEntity];

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    // Applied by prepareDatabase under a lock before the app starts, never by the app itself.
    migrationsRun: false,
    synchronize: false,
    poolSize: 10,
  };
}
