import { Injectable } from '@nestjs/common';
import type { VisitorStats } from '@site/contracts';
import { DataSource } from 'typeorm';

/** A client seen again within this time is still on the same visit (the usual analytics session). */
export const visitWindowMinutes = 30;

@Injectable()
export class VisitorsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts a visit: a new client is a new unique visitor; a known one adds a visit only after 30 quiet minutes. */
  async track(hash: string): Promise<VisitorStats> {
    await this.dataSource.query(
      `INSERT INTO visitors (visitor_hash) VALUES ($1)
       ON CONFLICT (visitor_hash) DO UPDATE SET
         visits = visitors.visits + CASE WHEN visitors.last_seen < now() - make_interval(mins => $2) THEN 1 ELSE 0 END,
         last_seen = now()`,
      [hash, visitWindowMinutes],
    );
    return this.stats();
  }

  async stats(): Promise<VisitorStats> {
    const [row] = await this.dataSource.query<Array<{ unique_visitors: string; total_visits: string }>>(
      `SELECT count(*) AS unique_visitors, coalesce(sum(visits), 0) AS total_visits FROM visitors`,
    );
    return { unique_visitors: Number(row.unique_visitors), total_visits: Number(row.total_visits) };
  }
}
