import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseSyncInterval, type SyncInterval } from './sync-interval.js';
import { trustedProxies, type TrustedProxies } from './trusted-proxies.js';

/**
 * RENDER_TIME_LIMIT_MS's default: markdown-it renders 50,000 characters of the worst shapes found in 0.16 s here, plain
 * text in milliseconds.
 */
export const defaultRenderTimeLimitMs = 1_000;

/** Repository root: api/src/config (or api/dist/config) -> ../../.. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Everything the API reads from its environment, parsed once. */
export interface AppConfig {
  port: number;
  /** A PostgreSQL server; absent means the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** No DATABASE_URL was given: the site runs on its embedded default database. */
  usesEmbeddedDatabase: boolean;
  dataDir: string;
  jwtSecret: string;
  /** Key of the visitor hashes; the JWT secret unless VISITOR_SALT is set. */
  visitorSalt: string;
  adminPassword?: string;
  corsOrigins: string[];
  rateLimitPerMinute: number;
  /** Stricter limit of login, register and password recovery, per client address. */
  authRateLimitPerMinute: number;
  /** New forum categories, threads, replies and compatibility reports per user per minute. */
  forumPostRateLimitPerMinute: number;
  /** The proxies whose X-Forwarded-For is believed (fastify's trustProxy); false: none. */
  trustProxy: TrustedProxies;
  jwtExpiresIn: string;
  /** SMTP server for mail; without it mail goes to the outbox table and DATA_DIR/mail. */
  smtpUrl?: string;
  mailFrom: string;
  /** The site's public address, used in links sent by mail. */
  siteUrl: string;
  /** When set, the API also serves the built front-end apps found in this folder. */
  siteRoot?: string;
  /** The shell's own static host (docker-compose): pages are made from its index.html, read over HTTP. */
  shellUrl?: string;
  /** Other origins a previewed candidate remote may load from (besides the site and its published remotes'). */
  previewOrigins: string[];
  logLevel: string;
  /** The playlist the admin sync reads; unset, the sync answers 422. */
  youtubePlaylistId?: string;
  /** With a key the sync uses the Data API (all items, durations); without, the public feed (newest 15). */
  youtubeApiKey?: string;
  youtubeApiBaseUrl: string;
  youtubeFeedBaseUrl: string;
  /** YOUTUBE_SYNC_EVERY: the playlist is also synced on this schedule, by one API process; unset, only by hand. */
  youtubeSyncEvery?: SyncInterval;
  /**
   * CONSISTENCY_CHECK_EVERY (1d): how often one API process checks the stored counts against the rows and repairs them;
   * 'off': never.
   */
  consistencyCheckEvery?: SyncInterval;
  /** How long to wait for a database connection, new or from the pool, before answering 503. */
  dbConnectTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer (statement_timeout); the client gives up a little later. */
  dbStatementTimeoutMs: number;
  /**
   * How long rendering a member's Markdown may take, for a text of up to 100,000 characters: twice that (see
   * renderTimeLimitMs).
   */
  renderTimeLimitMs: number;
  /** A request's headers and body must have arrived within this long (408 otherwise). */
  httpRequestTimeoutMs: number;
  /** On SIGTERM/SIGINT the API keeps accepting this long (readiness already 503) before it stops listening. */
  shutdownDelayMs: number;
  /** From SIGTERM/SIGINT, the drain gets this long in all; connections still open then are cut. */
  shutdownTimeoutMs: number;
}

function httpUrl(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/**
 * A comma-separated list of origins as browsers send them (scheme://host:port): 'https://a.example/' would never match.
 */
function origins(value: string, name: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(httpUrl(entry, name) as string).origin);
}

function corsOrigins(value: string | undefined, siteUrl: string): string[] {
  // Only the site itself by default; `npm run dev` adds its dev servers' origins (scripts/dev.mjs).
  return value ? origins(value, 'CORS_ORIGINS') : [new URL(siteUrl).origin];
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

interface StoredSecrets {
  jwtSecret: string;
}

/** The JWT secret of the embedded default: generated once, kept (mode 600) in the data folder. */
function storedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets).jwtSecret;
  const secrets: StoredSecrets = { jwtSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets.jwtSecret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const siteUrl =
    httpUrl(env['SITE_URL']?.trim(), 'SITE_URL') ?? `http://localhost:${positiveInt(env['PORT'], 8080, 'PORT')}`;
  const dataDir = path.resolve(env['DATA_DIR'] || path.join(repoRoot, '.data'));
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const jwtSecret = env['JWT_SECRET'] || storedJwtSecret(dataDir);
  return {
    port: positiveInt(env['PORT'], 8080, 'PORT'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    usesEmbeddedDatabase: !env['DATABASE_URL'],
    dataDir,
    jwtSecret,
    visitorSalt: env['VISITOR_SALT'] || jwtSecret,
    adminPassword: env['ADMIN_PASSWORD'] || undefined,
    corsOrigins: corsOrigins(env['CORS_ORIGINS'], siteUrl),
    rateLimitPerMinute: positiveInt(env['RATE_LIMIT_PER_MINUTE'], 600, 'RATE_LIMIT_PER_MINUTE'),
    authRateLimitPerMinute: positiveInt(env['AUTH_RATE_LIMIT_PER_MINUTE'], 10, 'AUTH_RATE_LIMIT_PER_MINUTE'),
    forumPostRateLimitPerMinute: positiveInt(
      env['FORUM_POST_RATE_LIMIT_PER_MINUTE'],
      10,
      'FORUM_POST_RATE_LIMIT_PER_MINUTE',
    ),
    trustProxy: trustedProxies(env['TRUST_PROXY']),
    jwtExpiresIn: env['JWT_EXPIRES_IN'] || '1d',
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || 'Lightgun Hub <no-reply@lightgunhub.local>',
    siteUrl,
    siteRoot: env['SITE_ROOT'] ? path.resolve(env['SITE_ROOT']) : undefined,
    shellUrl: httpUrl(env['SHELL_URL']?.trim(), 'SHELL_URL'),
    previewOrigins: origins(env['PREVIEW_ORIGINS'] ?? '', 'PREVIEW_ORIGINS'),
    logLevel: env['LOG_LEVEL'] || 'info',
    youtubePlaylistId: env['YOUTUBE_PLAYLIST_ID']?.trim() || undefined,
    youtubeApiKey: env['YOUTUBE_API_KEY']?.trim() || undefined,
    youtubeApiBaseUrl: (env['YOUTUBE_API_BASE_URL'] || 'https://www.googleapis.com/youtube/v3').replace(/\/+$/, ''),
    youtubeFeedBaseUrl: (env['YOUTUBE_FEED_BASE_URL'] || 'https://www.youtube.com').replace(/\/+$/, ''),
    youtubeSyncEvery: parseSyncInterval(env['YOUTUBE_SYNC_EVERY']),
    consistencyCheckEvery:
      env['CONSISTENCY_CHECK_EVERY']?.trim() === 'off'
        ? undefined
        : parseSyncInterval(env['CONSISTENCY_CHECK_EVERY'] || '1d', 'CONSISTENCY_CHECK_EVERY'),
    dbConnectTimeoutMs: positiveInt(env['DB_CONNECT_TIMEOUT_MS'], 5_000, 'DB_CONNECT_TIMEOUT_MS'),
    dbStatementTimeoutMs: positiveInt(env['DB_STATEMENT_TIMEOUT_MS'], 10_000, 'DB_STATEMENT_TIMEOUT_MS'),
    renderTimeLimitMs: positiveInt(env['RENDER_TIME_LIMIT_MS'], defaultRenderTimeLimitMs, 'RENDER_TIME_LIMIT_MS'),
    httpRequestTimeoutMs: positiveInt(env['HTTP_REQUEST_TIMEOUT_MS'], 30_000, 'HTTP_REQUEST_TIMEOUT_MS'),
    shutdownDelayMs: positiveInt(env['SHUTDOWN_DELAY_MS'], 1_000, 'SHUTDOWN_DELAY_MS'),
    shutdownTimeoutMs: positiveInt(env['SHUTDOWN_TIMEOUT_MS'], 10_000, 'SHUTDOWN_TIMEOUT_MS'),
  };
}

/** Injection token of the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
