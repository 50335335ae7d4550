/** Runs one statement and answers its rows (a repository's or data source's `query`). */
type Query = <Row>(sql: string, parameters?: unknown[]) => Promise<Row[]>;

type ColumnStats = { rows: number; shares: Map<string, number> };

/** How long statistics are reused: ANALYZE (autovacuum) renews them far less often. */
const statsTtlMs = 60_000;

/**
 * How many rows of a table hold some words, estimated from PostgreSQL's own statistics of its
 * `search` tsvector column (its most common lexemes and the share of rows holding each, renewed by
 * ANALYZE), read once a minute. Words are compared with the lexemes unstemmed, both ways ('gun'
 * counts 'guncon', 'games' counts 'game'), so a word may read as commoner than it is, never as
 * rarer when its stem is among them. The planner's own estimate for a word missing from the
 * statistics is up to 0.5 % of the table, which at a million rows makes it read the table
 * backwards in id order for a word found a handful of times.
 */
export class WordFrequencies {
  private stats: Promise<ColumnStats> | undefined;
  private readAt = 0;

  constructor(
    private readonly query: Query,
    private readonly table: string,
  ) {}

  /** The table's rows, and at most how many hold every word, each read as a prefix (as the search matches them). */
  async estimate(words: string[]): Promise<{ rows: number; matching: number }> {
    const { rows, shares } = await this.current();
    const shareOf = (word: string) =>
      [...shares].reduce(
        (sum, [lexeme, share]) => (lexeme.startsWith(word) || word.startsWith(lexeme) ? sum + share : sum),
        0,
      );
    return { rows, matching: words.length ? Math.min(...words.map(shareOf)) * rows : 0 };
  }

  private current(): Promise<ColumnStats> {
    if (!this.stats || Date.now() - this.readAt > statsTtlMs) {
      this.readAt = Date.now();
      this.stats = this.read();
      this.stats.catch(() => (this.stats = undefined));
    }
    return this.stats;
  }

  private async read(): Promise<ColumnStats> {
    const [row] = await this.query<{ rows: number; elements: string[] | null; shares: number[] | null }>(
      `SELECT greatest(c.reltuples, 0)::float8 AS rows, s.most_common_elems::text::text[] AS elements, s.most_common_elem_freqs AS shares
       FROM pg_class AS c
       LEFT JOIN pg_stats AS s ON s.schemaname = current_schema() AND s.tablename = c.relname AND s.attname = 'search'
       WHERE c.oid = $1::regclass`,
      [this.table],
    );
    const elements = row?.elements ?? [];
    return { rows: row?.rows ?? 0, shares: new Map(elements.map((element, index) => [element, row.shares![index]])) };
  }
}
