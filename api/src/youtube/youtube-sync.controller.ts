import { Controller, HttpCode, Post, Sse, type MessageEvent } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { interval, map, merge, takeUntil, takeWhile, type Observable } from 'rxjs';
import { CurrentUser } from '../auth/index.js';
import { Roles } from '../http/roles.decorator.js';
import { DrainState } from '../health/drain-state.js';
import { ApiErrors } from '../http/api-errors.js';
import type { User } from '../users/index.js';
import { YoutubeSyncResultResponse } from '../videos/index.js';
import { isFinalEvent, SyncEvents, type YoutubeSyncResult } from './sync-events.js';
import { YoutubeSyncService } from './youtube-sync.service.js';

// A comment now and then keeps proxies from closing a quiet stream; clients ignore it.
const keepAliveMs = 15_000;

/**
 * Static paths: Fastify's router matches them before the videos controller's `videos/:id`, whatever the module order.
 */
@ApiTags('videos')
@ApiBearerAuth()
@Roles('admin')
@Controller('videos')
export class YoutubeSyncController {
  constructor(
    private readonly syncService: YoutubeSyncService,
    private readonly syncEvents: SyncEvents,
    private readonly drain: DrainState,
  ) {}

  /** Copies the configured playlist into the library, as a job on the sync queue; one at a time (409 otherwise). */
  @Post('sync-youtube')
  @HttpCode(200)
  @ApiOkResponse({ type: YoutubeSyncResultResponse })
  @ApiErrors(401, 403, 409, 422, 502)
  sync(@CurrentUser() admin: User): Promise<YoutubeSyncResult> {
    return this.syncService.sync({ trigger: 'manual', startedBy: admin.id });
  }

  /** Server-sent events: the current state, then the running sync's progress up to 'done' or 'error'. */
  @Sse('sync-youtube/events')
  @ApiOkResponse({
    description: 'Server-sent events, each `data` a JSON YoutubeSyncEvent (idle, fetching, saving, done, error)',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiErrors(401, 403)
  events(): Observable<MessageEvent> {
    return merge(this.syncEvents.follow(), interval(keepAliveMs).pipe(map(() => null))).pipe(
      takeWhile((event) => event === null || !isFinalEvent(event), true),
      // Ends when this process starts shutting down: the client follows the sync from another one.
      takeUntil(this.drain.started$),
      map((event): MessageEvent => (event ? { data: event } : { comment: 'keep-alive' })),
    );
  }
}
