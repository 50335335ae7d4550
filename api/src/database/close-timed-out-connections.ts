import type pg from 'pg';
import { EventSubscriber, type AfterQueryEvent, type EntitySubscriberInterface } from 'typeorm';
import { isQueryReadTimeout } from './pg-errors.js';

/**
 * node-postgres gives up on a query after `query_timeout` but keeps the connection, still waiting
 * for that answer: the pool would lend it again and every later query would queue behind one that
 * may never come back (a frozen server). Ending it makes the pool open a fresh connection instead.
 */
@EventSubscriber()
export class CloseTimedOutConnections implements EntitySubscriberInterface {
  afterQuery({ success, error, queryRunner }: AfterQueryEvent): Promise<void> | void {
    if (success || !isQueryReadTimeout(error)) return;
    // Returned, so TypeORM waits for it before releasing the connection: the pool then sees it ending.
    // end() drops the socket at once when a query is still waiting; its own outcome does not matter.
    return queryRunner.connect().then((client: pg.Client) => void client.end().catch(() => {}));
  }
}
