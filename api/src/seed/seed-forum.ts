import type { DataSource } from 'typeorm';
import { ForumCategoryEntity, ForumPostEntity, ForumThreadEntity } from '../forum/index.js';
import { User } from '../users/index.js';
import { demoForum } from './demo-forum.js';
import { cookOwnText } from '../markdown/cook-markdown.js';

function cookedContent(content: string): { contentHtml: string; excerpt: string } {
  const { html, excerpt } = cookOwnText(content);
  return { contentHtml: html, excerpt };
}

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

/**
 * Fills an empty forum with the channel's categories, the welcome thread and, when `withDemo`, the demo threads; never
 * touches one that has a category.
 */
export async function seedForum(dataSource: DataSource, log: (line: string) => void, withDemo: boolean): Promise<void> {
  if ((await dataSource.getRepository(ForumCategoryEntity).count()) > 0) return;
  const admin = await dataSource.getRepository(User).findOneBy({ username: 'admin' });
  if (!admin) return;
  const now = Date.now();
  // The admin's post_count follows from the forum's count triggers.
  await dataSource.transaction(async (manager) => {
    for (const demo of demoForum) {
      const category = await manager.save(
        manager.create(ForumCategoryEntity, {
          name: demo.name,
          description: demo.description,
          icon: demo.icon,
          createdBy: admin.id,
        }),
      );
      for (const demoThread of demo.threads.filter((thread) => withDemo || thread.welcome)) {
        const created = new Date(now - demoThread.age * day);
        const replyDates = demoThread.replies.map((_, index) => new Date(created.getTime() + (index + 1) * hour));
        const thread = await manager.save(
          manager.create(ForumThreadEntity, {
            categoryId: category.id,
            title: demoThread.title,
            content: demoThread.content,
            ...cookedContent(demoThread.content),
            authorId: admin.id,
            isPinned: demoThread.pinned ?? false,
            replyCount: demoThread.replies.length,
            createdAt: created,
            updatedAt: replyDates.at(-1) ?? created,
            isDemo: !demoThread.welcome,
          }),
        );
        await manager.save(
          demoThread.replies.map((content, index) =>
            manager.create(ForumPostEntity, {
              threadId: thread.id,
              content,
              ...cookedContent(content),
              authorId: admin.id,
              createdAt: replyDates[index],
              updatedAt: replyDates[index],
            }),
          ),
        );
      }
    }
  });
  log(`Seeded ${demoForum.length} forum categories.`);
}
