// Fills a migrated database with a large forum and news straight in SQL (generate_series), for
// forum-scale.mjs: 1,000 users, 20 more categories, 100,000 threads, 1,000,000 replies (5,000 of
// them in one thread) and 10,000 published articles. Text is drawn from a vocabulary with a skewed
// (Zipf-like) frequency, so some words are everywhere and others rare; 'gun' is in about a quarter
// of the posts and `rareWord` in a handful.
export const threadCount = 100_000;
export const replyCount = 1_000_000;
export const bigThreadReplies = 5_000;
export const newsCount = 10_000;
export const rareWord = 'zyxomatic';

// Most frequent first: a word's index sets its frequency. 'guncon' and 'gunner' make 'gun' a prefix
// of other words too, as on a real lightgun forum.
const vocabulary = `the a and to of it is in my for on with that this you have but not was
game play arcade screen light shot score level stage boss cabinet time crisis house dead point blank
virtua cop duck hunt wolf sensor calibration recoil pedal crt lcd tv monitor setup emulator mame
sinden aimtrak guncon gunner trigger reload ammo pistol rifle shotgun sight aim target hit miss
player coop friend weekend night fun great good bad hard easy fast slow new old retro classic
namco sega konami taito midway original port version home console saturn playstation dreamcast wii
switch pc windows linux driver usb cable border bezel lag latency frame input accuracy offset
mount stand room distance angle corner edge centre left right top bottom button grip weight
battery wireless wired bluetooth firmware update bug fix patch mod build kit solder wire shell
paint spray clean repair broken part spare price deal sale bought sold shipping collection
rare mint boxed manual flyer marquee artwork sticker decal restore project finished started`
  .split(/\s+/)
  .filter(Boolean);

/** True once this database holds the bench forum (it is seeded once; drop the database to seed again). */
export async function isSeeded(client) {
  const { rows } = await client.query(`SELECT 1 FROM users WHERE username = 'bench1'`);
  return rows.length > 0;
}

/** Seeds the forum and news; the secondary indexes are dropped first and rebuilt after, in one go each. */
export async function seed(client, log) {
  // n words of the vocabulary, the first ones far more often (random() to the power 2.5).
  await client.query(`
    CREATE FUNCTION pg_temp.words(n integer) RETURNS text VOLATILE LANGUAGE sql AS $$
      SELECT string_agg(vocabulary[1 + floor(power(random(), 2.5) * array_length(vocabulary, 1))::int], ' ')
      FROM generate_series(1, n), (SELECT '{${vocabulary.join(',')}}'::text[] AS vocabulary) AS v
    $$`);
  await client.query(`SET maintenance_work_mem = '256MB'`);
  const { rows: indexes } = await client.query(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE tablename IN ('forum_threads', 'forum_posts', 'news') AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
  );
  for (const { indexname } of indexes) await client.query(`DROP INDEX ${indexname}`);

  log('users and categories');
  await client.query(`INSERT INTO users (username, email, password_hash, display_name)
    SELECT 'bench' || g, 'bench' || g || '@bench.invalid', '!', 'Bench user ' || g FROM generate_series(1, 1000) AS g`);
  await client.query(`INSERT INTO forum_categories (name, description)
    SELECT 'Bench category ' || g, 'Seeded by bench/forum-scale.mjs' FROM generate_series(1, 20) AS g`);
  // Rows are numbered 1..n in creation order and spread over the last three years.
  await client.query(
    `CREATE TEMP TABLE bench_users AS SELECT array_agg(id) AS ids FROM users WHERE username LIKE 'bench%'`,
  );
  await client.query(
    `CREATE TEMP TABLE bench_categories AS SELECT array_agg(id ORDER BY id) AS ids FROM forum_categories`,
  );

  log(`${threadCount} threads`);
  const { rows: before } = await client.query(`SELECT coalesce(max(id), 0) AS id FROM forum_threads`);
  const first = before[0].id + 1;
  const last = first + threadCount - 1;
  await client.query(
    `INSERT INTO forum_threads (category_id, title, content, author_id, created_at, updated_at)
     SELECT c.ids[1 + g % array_length(c.ids, 1)],
            initcap(pg_temp.words(3 + g % 5)) || CASE WHEN random() < 0.1 THEN ' gun' ELSE '' END
              || CASE WHEN g % 50000 = 777 THEN ' $1' ELSE '' END,
            pg_temp.words(20 + g % 40) || CASE WHEN random() < 0.25 THEN ' my gun' ELSE '' END
              || CASE WHEN g % 50000 = 999 THEN ' $1' ELSE '' END,
            u.ids[1 + g % 1000], at, at
     FROM generate_series(1, ${threadCount}) AS g, bench_users AS u, bench_categories AS c,
          LATERAL (SELECT now() - interval '3 years' * (1 - g::float / ${threadCount}) AS at) AS t`.replaceAll(
      '$1',
      rareWord,
    ),
  );
  // The busy thread: an old one that kept going.
  const bigThread = first + 1000;

  log(`${replyCount} replies`);
  const replyValues = (count, threadOf) =>
    `SELECT ${threadOf}, pg_temp.words(10 + g % 30) || CASE WHEN random() < 0.25 THEN ' the gun' ELSE '' END
              || CASE WHEN g % 200000 = 12345 THEN ' ${rareWord}' ELSE '' END,
            u.ids[1 + (g * 7) % 1000], at, at
     FROM generate_series(1, ${count}) AS g, bench_users AS u,
          LATERAL (SELECT now() - interval '3 years' * (1 - g::float / ${count}) AS at) AS t`;
  const insertReplies = 'INSERT INTO forum_posts (thread_id, content, author_id, created_at, updated_at) ';
  await client.query(insertReplies + replyValues(bigThreadReplies, bigThread));
  // Each reply goes to a thread started before it, so older threads gather more replies.
  await client.query(
    insertReplies +
      replyValues(
        replyCount - bigThreadReplies,
        `${first} + floor(random() * greatest(1, (g::float / ${replyCount}) * ${last - first}))::int`,
      ),
  );
  await client.query(`UPDATE forum_threads AS t SET reply_count = r.n, updated_at = r.latest
    FROM (SELECT thread_id, count(*)::int AS n, max(created_at) AS latest FROM forum_posts GROUP BY thread_id) AS r
    WHERE r.thread_id = t.id`);
  // users.post_count follows from the forum's count triggers (one update per statement and author).

  log(`${newsCount} articles`);
  await client.query(`INSERT INTO news (title, description, content, category, status, author, created_at, updated_at, published_at)
    SELECT initcap(pg_temp.words(6)), pg_temp.words(25), pg_temp.words(300),
           (ARRAY['General', 'game-releases', 'hardware-reviews', 'indie-spotlight', 'industry-news', 'community'])[1 + g % 6],
           'published', 'Bench', at, at, at
    FROM generate_series(1, ${newsCount}) AS g,
         LATERAL (SELECT now() - interval '3 years' * (1 - g::float / ${newsCount}) AS at) AS t`);

  log('indexes');
  for (const { indexdef } of indexes) await client.query(indexdef);
}
