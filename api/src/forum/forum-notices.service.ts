import { Injectable } from '@nestjs/common';
import type { NotificationKind } from '@site/contracts';
import type { EntityManager } from 'typeorm';
import { mentionedUsernames } from '../markdown/mentions.js';
import { NotificationsService, type NotificationDraft } from '../notifications/index.js';
import { UsersService } from '../users/index.js';
import { replyWatchersSql, watchLevelSql } from './forum-watches.service.js';

/** The thread's page, opened at the post when given (the API's `?post=` serves the page holding it). */
export const threadLink = (threadId: number, postId?: number) =>
  postId === undefined ? `/forum/thread/${threadId}` : `/forum/thread/${threadId}?post=${postId}#post-${postId}`;

/** What a notice says of the thread and the post it points at. */
export interface NoticeSubject {
  threadId: number;
  title: string;
  /** The reply, or none for the opening post. */
  postId?: number;
  excerpt: string;
  /** Where the notice leads instead of the thread (a deleted thread's category). */
  link?: string;
}

/** A moderator's act on someone's thread that its author is told of. */
export type ModerationKind = Extract<
  NotificationKind,
  'thread_pinned' | 'thread_locked' | 'thread_moved' | 'thread_deleted'
>;

const draftOf = (kind: NotificationKind, actorId: number, subject: NoticeSubject): NotificationDraft => ({
  kind,
  actorId,
  title: subject.title,
  excerpt: subject.excerpt,
  link: subject.link ?? threadLink(subject.threadId, subject.postId),
  source:
    subject.postId === undefined
      ? { type: 'forum_thread', id: subject.threadId }
      : { type: 'forum_post', id: subject.postId },
});

/**
 * What the forum tells members (issue 31), each in the transaction of the write it is about: a reply
 * to its thread's watchers, @mentions to the members named (not where they muted the thread), a
 * moderator's act to the thread's author. Every fan-out is one statement, however many watchers.
 */
@Injectable()
export class ForumNotices {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
  ) {}

  /**
   * The members a text mentions (ids), read when it is written, before its transaction; with
   * `before`, the text it replaces, only names it did not mention.
   */
  async mentionsIn(markdown: string, before?: string): Promise<number[]> {
    const earlier = new Set(before === undefined ? [] : mentionedUsernames(before));
    return this.users.idsByUsernames(mentionedUsernames(markdown).filter((name) => !earlier.has(name)));
  }

  /** Each mentioned member who has not muted the thread (or its category) hears of it once. */
  async mentioned(manager: EntityManager, memberIds: number[], actorId: number, subject: NoticeSubject) {
    if (memberIds.length === 0) return;
    await this.notifications.notifyWhere(
      {
        sql: `SELECT m.user_id FROM unnest($2::int[]) AS m(user_id) JOIN forum_threads thread ON thread.id = $1
              WHERE ${watchLevelSql('thread', 'm.user_id')} <> 'muted'`,
        params: [subject.threadId, memberIds],
      },
      draftOf('mention', actorId, subject),
      manager,
    );
  }

  /**
   * A new reply: the members it mentions, then the thread's watchers it does not (a member both
   * mentioned and watching is told once, of the mention).
   */
  async replied(manager: EntityManager, mentionedIds: number[], actorId: number, subject: NoticeSubject) {
    await this.mentioned(manager, mentionedIds, actorId, subject);
    await this.notifications.notifyWhere(
      {
        sql: `SELECT watcher.user_id FROM (${replyWatchersSql}) AS watcher WHERE watcher.user_id <> ALL($2::int[])`,
        params: [subject.threadId, mentionedIds],
      },
      draftOf('reply', actorId, subject),
      manager,
    );
  }

  /** A moderator's act on a thread tells its author (never themselves: the service skips the actor). */
  async moderated(
    manager: EntityManager,
    kind: ModerationKind,
    authorId: number | null,
    actorId: number,
    subject: NoticeSubject,
  ) {
    if (authorId === null) return;
    await this.notifications.notify([authorId], draftOf(kind, actorId, subject), manager);
  }

  /** The threads are being deleted: the notices of them and of their replies go (call before the delete). */
  async withdrawThreads(manager: EntityManager, threadIds: number[]) {
    if (threadIds.length === 0) return;
    const posts = await manager.query<Array<{ id: number }>>(
      `SELECT id FROM forum_posts WHERE thread_id = ANY($1::int[])`,
      [threadIds],
    );
    await this.notifications.withdraw({ type: 'forum_post', id: posts.map((post) => post.id) }, manager);
    await this.notifications.withdraw({ type: 'forum_thread', id: threadIds }, manager);
  }

  /** The reply is being deleted: its notices go. */
  withdrawPost(manager: EntityManager, postId: number) {
    return this.notifications.withdraw({ type: 'forum_post', id: postId }, manager);
  }
}
