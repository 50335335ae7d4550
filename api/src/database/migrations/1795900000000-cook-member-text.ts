import { BadRequestException } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { cookAsPlainText } from '../../markdown/cook-markdown.js';
import { MarkdownCooker } from '../../markdown/markdown-cooker.js';

/** The tables whose Markdown is rendered once, when written: source column, HTML column, excerpt column or null. */
const cookedColumns = [
  { table: 'forum_threads', source: 'content', html: 'content_html', excerpt: 'excerpt' },
  { table: 'forum_posts', source: 'content', html: 'content_html', excerpt: 'excerpt' },
  { table: 'news', source: 'content', html: 'content_html', excerpt: 'content_excerpt' },
  { table: 'compatibility_reports', source: 'notes', html: 'notes_html', excerpt: null },
] as const;

const batchSize = 200;

/**
 * Members' Markdown rendered when it is written instead of on every read (docs: api/SECURITY.md,
 * "Content cost"): HTML and excerpt columns beside the source, filled here for what is stored
 * today. Search vectors index a bounded text: PostgreSQL's parser is quadratic on long runs like
 * `_a_a_a…`, so runs of punctuation become one space, a word is cut at 64 characters and only the
 * first 30,000 characters are read.
 */
export class CookMemberText1795900000000 implements MigrationInterface {
  name = 'CookMemberText1795900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, html, excerpt } of cookedColumns) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN ${html} text NOT NULL DEFAULT ''`);
      if (excerpt) await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN ${excerpt} text NOT NULL DEFAULT ''`);
    }
    await this.cookStoredText(queryRunner);
    // Articles posted through the post dialog carry their body as their description: cards showed its Markdown.
    await queryRunner.query(`UPDATE news SET description = content_excerpt WHERE btrim(description) = btrim(content)`);

    await queryRunner.query(`
      CREATE FUNCTION bounded_search_text(source text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN regexp_replace(regexp_replace(left(source, 30000), '[[:punct:]]{2,}', ' ', 'g'), '(\\S{64})\\S+', '\\1', 'g')`);
    await this.indexBoundedText(queryRunner, 'bounded_search_text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.indexBoundedText(queryRunner, '');
    await queryRunner.query(`DROP FUNCTION bounded_search_text(text)`);
    for (const { table, html, excerpt } of cookedColumns) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN ${html}`);
      if (excerpt) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN ${excerpt}`);
    }
  }

  /** Rebuilds the search columns over `bound(text)`; '' gives the unbounded ones of the earlier migrations. */
  private async indexBoundedText(queryRunner: QueryRunner, bound: string): Promise<void> {
    const vector = (column: string, weight?: string) => {
      const words = `to_tsvector('english', ${bound}(${column}))`;
      return weight ? `setweight(${words}, '${weight}')` : words;
    };
    const searchColumns = {
      forum_threads: `${vector('title', 'A')} || ${vector('content', 'B')}`,
      forum_posts: vector('content'),
      videos: `${vector('title', 'A')} || ${vector('tag_words', 'B')} || ${vector('description', 'C')}`,
    };
    for (const [table, expression] of Object.entries(searchColumns)) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN search`);
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN search tsvector GENERATED ALWAYS AS (${expression}) STORED`,
      );
      await queryRunner.query(`CREATE INDEX ${table}_search_idx ON ${table} USING gin (search)`);
    }
  }

  /** Renders what is stored, a batch at a time; a text over today's bounds is kept and shown as plain text. */
  private async cookStoredText(queryRunner: QueryRunner): Promise<void> {
    const cooker = new MarkdownCooker();
    try {
      for (const { table, source, html, excerpt } of cookedColumns) {
        for (let after = 0; ;) {
          const rows: Array<{ id: number; source: string }> = await queryRunner.query(
            `SELECT id, ${source} AS source FROM ${table} WHERE id > $1 ORDER BY id LIMIT ${batchSize}`,
            [after],
          );
          if (rows.length === 0) break;
          for (const row of rows) {
            const cooked = await cooker.cook(source, row.source).catch((error: unknown) => {
              if (error instanceof BadRequestException) return cookAsPlainText(row.source);
              throw error;
            });
            const excerptUpdate = excerpt ? `, ${excerpt} = $3` : '';
            await queryRunner.query(`UPDATE ${table} SET ${html} = $2${excerptUpdate} WHERE id = $1`, [
              row.id,
              cooked.html,
              ...(excerpt ? [cooked.excerpt] : []),
            ]);
          }
          after = rows.at(-1)!.id;
        }
      }
    } finally {
      await cooker.onModuleDestroy();
    }
  }
}
