import pg from 'pg';
import { concat, defer, Observable, of, share } from 'rxjs';
import type { AppConfig } from '../config/app-config.js';

export const listening = 'listening' as const;
export type Heard<T> = T | typeof listening;

/**
 * LISTEN on one PostgreSQL channel: one connection per process for as long as anyone listens,
 * closed with the last. A listener gets 'listening' once notices reach it, then each notice (parsed)
 * in the order they were committed; it errors when the connection drops.
 */
export class ChannelListener<T> {
  private isListening = false;
  private readonly shared: Observable<Heard<T>>;

  constructor(
    config: Pick<AppConfig, 'databaseUrl' | 'dbConnectTimeoutMs'>,
    channel: string,
    parse: (payload: string) => T,
    applicationName: string,
  ) {
    this.shared = new Observable<Heard<T>>((subscriber) => {
      const client = new pg.Client({
        connectionString: config.databaseUrl,
        connectionTimeoutMillis: config.dbConnectTimeoutMs,
        keepAlive: true,
        application_name: applicationName,
      });
      client.on('notification', ({ payload }) => {
        if (payload) subscriber.next(parse(payload));
      });
      client.on('error', (error) => subscriber.error(error));
      client.on('end', () => subscriber.error(new Error(`The connection listening on ${channel} closed`)));
      client
        .connect()
        .then(() => client.query(`LISTEN ${channel}`))
        .then(
          () => {
            this.isListening = true;
            subscriber.next(listening);
          },
          (error: unknown) => subscriber.error(error),
        );
      return () => {
        this.isListening = false;
        client.removeAllListeners('end');
        void client.end().catch(() => {});
      };
    }).pipe(share());
  }

  listen(): Observable<Heard<T>> {
    // Synchronous: a newcomer on an open connection is told at once and misses no notice after it.
    return defer(() => (this.isListening ? concat(of(listening), this.shared) : this.shared));
  }
}
