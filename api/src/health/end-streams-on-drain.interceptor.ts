import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { SSE_METADATA } from '@nestjs/common/constants.js';
import { takeUntil, type Observable } from 'rxjs';
import { DrainState } from './drain-state.js';

/** Ends every server-sent event stream when the process starts draining; clients reconnect elsewhere. */
@Injectable()
export class EndStreamsOnDrain implements NestInterceptor {
  constructor(private readonly drain: DrainState) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const events = next.handle();
    return Reflect.getMetadata(SSE_METADATA, context.getHandler()) === true ? events.pipe(takeUntil(this.drain.started$)) : events;
  }
}
