import type { ForumCategory, ForumCategoryWithThreads } from '@site/contracts';
import { RelativeTime } from '@site/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ThreadLink } from '../../components/thread-link.js';
import { plural } from '../../utils/plural.js';

/**
 * The forum's categories: icon, name (to its threads), description, thread count, latest thread, and for a member
 * those of its few nested threads with new posts.
 */
export function CategoryList({
  categories,
  actionsFor,
}: {
  categories: ForumCategoryWithThreads[];
  actionsFor(category: ForumCategory): ReactNode;
}) {
  return (
    <ul className="space-y-3">
      {categories.map((category) => (
        <li
          key={category.id}
          className="flex flex-wrap items-start gap-4 rounded-lg border border-border bg-surface p-4 sm:p-5"
        >
          <span aria-hidden="true" className="text-3xl leading-none sm:text-4xl">
            {category.icon}
          </span>
          <div className="min-w-0 flex-1 basis-52">
            <h3 className="text-lg font-bold [overflow-wrap:anywhere]">
              <Link to={`/forum/category/${category.id}`} className="hover:text-accent hover:underline">
                {category.name}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">{category.description}</p>
            <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="font-semibold">{plural(category.thread_count, 'thread')}</span>
              <span aria-hidden="true" className="hidden text-muted sm:inline">
                ·
              </span>
              {category.latest_thread ? (
                <span className="min-w-0 basis-full text-muted [overflow-wrap:anywhere] sm:basis-auto">
                  Latest:{' '}
                  <Link
                    to={`/forum/thread/${category.latest_thread.id}`}
                    className="text-accent underline underline-offset-2 hover:no-underline"
                  >
                    {category.latest_thread.title}
                  </Link>{' '}
                  <RelativeTime value={category.latest_thread.updated_at} />
                </span>
              ) : (
                <span className="basis-full text-muted sm:basis-auto">No threads yet</span>
              )}
            </p>
            <UnreadThreads category={category} />
          </div>
          {actionsFor(category)}
        </li>
      ))}
    </ul>
  );
}

/** The category's nested threads (its pinned and latest few) that have posts the member has not read. */
function UnreadThreads({ category }: { category: ForumCategoryWithThreads }) {
  const unread = category.threads.filter((thread) => (thread.unread_count ?? 0) > 0);
  if (unread.length === 0) return null;
  return (
    <ul aria-label={`New posts in ${category.name}`} className="mt-2 space-y-1 text-sm">
      {unread.map((thread) => (
        <li key={thread.id} className="flex flex-wrap items-center gap-2">
          <ThreadLink thread={thread} />
        </li>
      ))}
    </ul>
  );
}
