import type { MigrationInterface, QueryRunner } from 'typeorm';

// What the seed wrote before this migration, as it wrote it: placeholder YouTube ids (made from the
// demo titles, never a real video), and the demo articles and threads by title under the seed's
// author. A copy, not an import of api/src/seed: a migration must mean the same thing forever.
const demoYoutubeIds = [
  'L0hbUDcHbL9',
  'SHn8hDDZP4p',
  'KwYhrNlpJNS',
  '8IbBe1QKZh4',
  'kvJcId8lP4h',
  'YahPpAlCshb',
  '47Q3XmGmAS2',
  'vvRfQm6PD2f',
  'B-NQv7jykTD',
  'ZnzGh0Ml0kg',
  'No5W9vP5Izk',
  'nWem_1jxcB3',
  '1OT6k8jZcHv',
  'qOSy1LHAQJp',
  'AzacGFWUxf_',
  '2MqXP4iIGEs',
  'XAAuyr-8hfF',
  'jMOPRCQeNut',
  'i2XSIGuAUiE',
  'wmf50PQshVl',
  'hApEIPhfkyV',
  'FocVdMWEh2S',
  'FdYwADp6Khq',
  '7gMUhF-lh52',
  'nN9g7uRZDpI',
  '2fS6gUJcr78',
  'LR2xGb-XM1E',
  '3JWSmhWlWLK',
  'X-nQnxL7t4I',
  '6DJy7Nf5x4D',
  'FFstY5UxWwM',
  'QDAsRJM_1gs',
];
const demoNewsTitles = [
  'Why Classic Light Guns Need a CRT',
  "Namco's GunCon: Three Generations",
  'Border-Based Light Guns: Aiming on Modern Screens',
  'Four Mid-90s Arcade Releases That Shaped the Genre',
  'Rail Shooters on the Wii: A Pointer Revival',
  'Homebrew and Indie: New Light Gun Games Keep Coming',
  'Arcade Preservation: Keeping Light Gun Cabinets Alive',
];
const demoThreadTitles = [
  'What videos would you like to see next?',
  'Sinden or GUN4IR for a first modern setup?',
  'Best two-player lightgun game of all time?',
  'Post your lightgun setup',
];

export class FlagDemoContent1795820003000 implements MigrationInterface {
  name = 'FlagDemoContent1795820003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['videos', 'news', 'forum_threads']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN is_demo boolean NOT NULL DEFAULT false`);
    }
    // The invented view counts go with the flag: a demo video shows no views.
    await queryRunner.query(
      `UPDATE videos SET is_demo = true, views = 0 WHERE source = 'manual' AND youtube_id = ANY($1)`,
      [demoYoutubeIds],
    );
    await queryRunner.query(
      `UPDATE news SET is_demo = true WHERE author = 'Lightgun Hub' AND submitted_by IS NULL AND title = ANY($1)`,
      [demoNewsTitles],
    );
    await queryRunner.query(
      `UPDATE forum_threads SET is_demo = true
       WHERE NOT is_game_discussion AND title = ANY($1) AND author_id = (SELECT id FROM users WHERE username = 'admin')`,
      [demoThreadTitles],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['videos', 'news', 'forum_threads']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN is_demo`);
    }
  }
}
