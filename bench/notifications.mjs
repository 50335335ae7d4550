#!/usr/bin/env node
// Notifications at scale (issue 31, point 9), through the API's own NotificationsService and InboxService:
// a fan-out (notifyWhere, one INSERT ... SELECT) to 0, 1 and 10,000 recipients, and a member's unread count and
// first page with 1,000,000 notifications in the table (1,000 members x 1,000, a tenth unread). Median of
// BENCH_ROUNDS (5). Needs the API's build (npm run build -w api; BENCH_API_DIST points elsewhere) and
// DATABASE_URL (a server; a database `bench_notifications` is made there afresh).
import 'reflect-metadata';
import pg from 'pg';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DataSource } from 'typeorm';

const dist = path.resolve(process.env.BENCH_API_DIST ?? path.join(import.meta.dirname, '..', 'api', 'dist'));
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
const { dataSourceOptions } = await load('database/data-source-options.js');
const { prepareDatabase } = await load('database/prepare-database.js');
const { NotificationsService } = await load('notifications/notifications.service.js');
const { InboxService } = await load('notifications/inbox.service.js');

const rounds = Math.max(1, Number.parseInt(process.env.BENCH_ROUNDS ?? '5', 10) || 5);
const server = process.env.DATABASE_URL;
if (!server) throw new Error('Set DATABASE_URL to a PostgreSQL server');
const name = 'bench_notifications';
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(server);
url.pathname = `/${name}`;
await prepareDatabase(url.toString());
const dataSource = await new DataSource(
  dataSourceOptions(url.toString(), { connectMs: 5_000, statementMs: 60_000 }),
).initialize();

// The mail job is not under test: a write's "mail soon" is a no-op here. A fan-out past the inline limit is a
// job in the API; here the job's work runs at once, so the figure is the statement's whole cost.
let fanOutJob;
const runner = {
  register: (queue) => (fanOutJob = queue),
  sendWithin: async (_manager, _name, data) => fanOutJob.work({ data }),
};
const notifications = new NotificationsService(dataSource, { soon: async () => {} }, runner);
notifications.onModuleInit();
const inbox = new InboxService(dataSource);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed(work) {
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    await work(round);
    times.push(performance.now() - start);
  }
  return Number(median(times).toFixed(2));
}

console.log('Seeding 10,000 members...');
await dataSource.query(
  `INSERT INTO users (username, email, password_hash, display_name)
  SELECT 'm' || i, 'm' || i || '@example.com', 'x', 'Member ' || i FROM generate_series(1, 10000) i`,
);
const [{ id: actor }] = await dataSource.query(`SELECT min(id) AS id FROM users`);
const draft = (id) => ({
  kind: 'reply',
  actorId: actor,
  title: 'A thread',
  excerpt: 'A reply',
  link: `/forum/thread/1?post=${id}#post-${id}`,
  source: { type: 'forum_post', id },
});
let source = 0;
const fanOut = (limit) =>
  timed(() =>
    notifications.notifyWhere(
      { sql: 'SELECT id AS user_id FROM users ORDER BY id LIMIT $1', params: [limit] },
      draft((source += 1)),
    ),
  );
const writes = {
  'no recipient (ms)': await fanOut(0),
  '1 recipient (ms)': await fanOut(2),
  '10,000 recipients (ms)': await fanOut(10_001),
};
console.log(`A notification written by notifyWhere, median of ${rounds}:`);
console.table(writes);

console.log('Seeding 1,000,000 notifications (1,000 members x 1,000, one in ten unread)...');
await dataSource.query(`TRUNCATE notifications`);
await dataSource.query(
  `INSERT INTO notifications (user_id, kind, actor_id, title, excerpt, link, source_type, source_id, read_at, created_at)
  SELECT u.id, 'reply', $1, 'A thread', 'A reply', '/forum/thread/1?post=' || n, 'forum_post', n,
    CASE WHEN n % 10 = 0 THEN NULL ELSE now() END, now() - make_interval(secs => 1000 - n)
  FROM (SELECT id FROM users ORDER BY id LIMIT 1000) u, generate_series(1, 1000) n`,
  [actor],
);
await dataSource.query(`VACUUM ANALYZE notifications`);
const [{ id: member }] = await dataSource.query(`SELECT id FROM users ORDER BY id OFFSET 500 LIMIT 1`);
const reads = {
  'unread count (ms)': await timed(() => inbox.unreadCount(member)),
  'first page of 20, with totals (ms)': await timed(() => inbox.page(member, 1, 20)),
  'page 50 of 20 (ms)': await timed(() => inbox.page(member, 50, 20)),
  'mark all read (ms)': await timed(() => inbox.markAllRead(member)),
};
console.log(`A member's reads at 1,000,000 notifications, median of ${rounds}:`);
console.table(reads);

await dataSource.destroy();
