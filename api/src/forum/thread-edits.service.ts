import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MarkdownCooker } from '../markdown/markdown-cooker.js';
import type { User } from '../users/index.js';
import type { ThreadEditInput } from './dto/thread-edit.input.js';
import { ForumThreadEntity } from './entities/forum-thread.entity.js';
import { ForumNotices } from './forum-notices.service.js';
import { assertCanModify, isForumModerator } from './forum-permissions.js';
import { lockThread } from './forum-writes.js';

/** Whether the category exists, and if so keeps it from being deleted until the transaction ends. */
async function keepCategory(manager: EntityManager, categoryId: number): Promise<boolean> {
  const rows = await manager.query<unknown[]>(`SELECT 1 FROM forum_categories WHERE id = $1 FOR KEY SHARE`, [
    categoryId,
  ]);
  return rows.length > 0;
}

/**
 * Changes to a thread after posting (issue 31, point 5): its author (or a moderator or an admin)
 * edits the title and the opening post, rendered as a new thread's are; a moderator or an admin also
 * moves it to another category. A locked thread is closed to its author's edits (409).
 */
@Injectable()
export class ThreadEdits {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cooker: MarkdownCooker,
    private readonly notices: ForumNotices,
  ) {}

  async edit(id: number, input: ThreadEditInput, user: User): Promise<void> {
    const { title, content, category_id: categoryId } = input;
    if (title === undefined && content === undefined && categoryId === undefined) {
      throw new UnprocessableEntityException({
        detail: [{ loc: ['body'], msg: 'Send a title, content or category_id to change' }],
      });
    }
    // Rendered before the transaction: no row stays locked while a text renders.
    const cooked = content === undefined ? undefined : await this.cooker.cook('content', content);
    await this.dataSource.transaction(async (manager) => {
      const thread = await lockThread(manager, id);
      assertCanModify(user, thread.authorId, 'thread');
      if (thread.isLocked && !isForumModerator(user))
        throw new ConflictException('This thread is locked: only a moderator or an admin may edit it');
      const moved = categoryId !== undefined && categoryId !== thread.categoryId;
      if (moved) await this.assertCanMove(manager, user, categoryId);
      const mentioned = content === undefined ? [] : await this.notices.mentionsIn(content, thread.content);
      const wordsChanged = title !== undefined || cooked !== undefined;
      await manager.update(
        ForumThreadEntity,
        { id },
        {
          ...(title === undefined ? {} : { title }),
          ...(cooked ? { content, contentHtml: cooked.html, excerpt: cooked.excerpt } : {}),
          ...(moved ? { categoryId } : {}),
          // A move alone changes no words and is no activity.
          ...(wordsChanged ? { edited: true, updatedAt: () => 'now()' } : {}),
        },
      );
      const subject = { threadId: id, title: title ?? thread.title, excerpt: cooked?.excerpt ?? thread.excerpt };
      // Only names the edit added: the others were told when the text was first written.
      await this.notices.mentioned(manager, mentioned, user.id, subject);
      if (moved) await this.notices.moderated(manager, 'thread_moved', thread.authorId, user.id, subject);
    });
  }

  private async assertCanMove(manager: EntityManager, user: User, categoryId: number) {
    if (!isForumModerator(user)) throw new ForbiddenException('Only a moderator or an admin may move a thread');
    if (!(await keepCategory(manager, categoryId))) throw new NotFoundException('Category not found');
  }
}
