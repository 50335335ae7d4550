import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import { ReplaySubject, type Observable } from 'rxjs';

/**
 * Whether the process is shutting down. It starts before the HTTP server stops accepting
 * (Nest calls beforeApplicationShutdown first): readiness turns 503, answers carry
 * `Connection: close` and event streams end, so nothing keeps the server from closing.
 */
@Injectable()
export class DrainState implements BeforeApplicationShutdown {
  private readonly start = new ReplaySubject<void>(1);
  private started = false;

  get draining(): boolean {
    return this.started;
  }

  /** Emits once when draining starts; a stream opened later gets it at once. */
  get started$(): Observable<void> {
    return this.start.asObservable();
  }

  begin(): void {
    if (this.started) return;
    this.started = true;
    this.start.next();
    this.start.complete();
  }

  beforeApplicationShutdown(): void {
    this.begin();
  }
}
