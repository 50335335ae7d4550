import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Sse,
  UnprocessableEntityException,
  type MessageEvent,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { NotificationPage, NotificationSettings, UnreadCount, UnsubscribeResponse } from '@site/contracts';
import { interval, map, merge, takeUntil, type Observable } from 'rxjs';
import { CurrentUser } from '../auth/index.js';
import { DrainState } from '../health/drain-state.js';
import { ApiErrors } from '../http/api-errors.js';
import { ParseIdPipe } from '../http/parse-id.pipe.js';
import { Public } from '../http/public.decorator.js';
import type { User } from '../users/index.js';
import { NotificationListQuery } from './dto/notification-list.query.js';
import {
  NotificationPageResponse,
  NotificationSettingsResponse,
  UnreadCountResponse,
  UnsubscribeRequestBody,
  UnsubscribeResponseBody,
} from './dto/notification.response.js';
import { InboxService } from './inbox.service.js';
import { NotificationSettingsService } from './notification-settings.service.js';
import { UnreadCounts } from './unread-counts.js';

// A comment now and then keeps proxies from closing a quiet stream; clients ignore it.
const keepAliveMs = 15_000;

/** A member's own notifications (login needed, except the signed unsubscribe link). */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly inbox: InboxService,
    private readonly settings: NotificationSettingsService,
    private readonly counts: UnreadCounts,
    private readonly drain: DrainState,
  ) {}

  /** Newest first. */
  @Get()
  @ApiOkResponse({ type: NotificationPageResponse })
  @ApiErrors(400, 401)
  list(@CurrentUser() member: User, @Query() query: NotificationListQuery): Promise<NotificationPage> {
    return this.inbox.page(member.id, query.page, query.limit);
  }

  @Get('unread-count')
  @ApiOkResponse({ type: UnreadCountResponse })
  @ApiErrors(401)
  unreadCount(@CurrentUser() member: User): Promise<UnreadCount> {
    return this.inbox.unreadCount(member.id);
  }

  /**
   * Server-sent events, read with fetch and the bearer header: a `count` event with the unread count at once and at
   * each change, made on any API process.
   */
  @Sse('stream')
  @ApiOkResponse({
    description: 'Server-sent events: `count` events, each `data` an UnreadCount JSON; `: keep-alive` comments',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiErrors(401)
  stream(@CurrentUser() member: User): Observable<MessageEvent> {
    return merge(
      this.counts.follow(member.id).pipe(map((count): MessageEvent => ({ type: 'count', data: count }))),
      interval(keepAliveMs).pipe(map((): MessageEvent => ({ comment: 'keep-alive' }) as MessageEvent)),
    ).pipe(
      // Ends when this process starts shutting down: the client reconnects to another one.
      takeUntil(this.drain.started$),
    );
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOkResponse({ type: UnreadCountResponse })
  @ApiErrors(401)
  readAll(@CurrentUser() member: User): Promise<UnreadCount> {
    return this.inbox.markAllRead(member.id);
  }

  /** Only the member's own: another member's id is a 404. */
  @Post(':id/read')
  @HttpCode(200)
  @ApiOkResponse({ type: UnreadCountResponse })
  @ApiErrors(400, 401, 404)
  read(@CurrentUser() member: User, @Param('id', ParseIdPipe) id: number): Promise<UnreadCount> {
    return this.inbox.markRead(member.id, id);
  }

  @Get('settings')
  @ApiOkResponse({ type: NotificationSettingsResponse })
  @ApiErrors(401)
  getSettings(@CurrentUser() member: User): Promise<NotificationSettings> {
    return this.settings.get(member.id);
  }

  /** Some kinds or all: `{ mail: { reply: 'digest' } }`; an unknown kind or delivery is a 422 naming it. */
  @Put('settings')
  @ApiBody({ type: NotificationSettingsResponse })
  @ApiOkResponse({ type: NotificationSettingsResponse })
  @ApiErrors(401, 422)
  putSettings(@CurrentUser() member: User, @Body() body: unknown): Promise<NotificationSettings> {
    return this.settings.update(member.id, body);
  }

  /**
   * No login: the signed token of a mail's link, in the query (RFC 8058 one-click, a form body) or the JSON body.
   */
  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiQuery({ name: 'token', type: String, required: false })
  @ApiBody({ required: false, type: UnsubscribeRequestBody })
  @ApiOkResponse({ type: UnsubscribeResponseBody })
  @ApiErrors(400, 422)
  unsubscribe(@Query('token') queryToken: unknown, @Body() body: unknown): Promise<UnsubscribeResponse> {
    const bodyToken = (body as { token?: unknown } | undefined)?.token;
    if (bodyToken !== undefined && typeof bodyToken !== 'string')
      throw new UnprocessableEntityException({ detail: [{ loc: ['body', 'token'], msg: 'token must be a string' }] });
    return this.settings.unsubscribe(bodyToken ?? queryToken);
  }
}
