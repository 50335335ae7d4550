import type { ForumAuthor } from '@site/contracts';
import { plural } from '../utils/plural.js';
import { RoleBadge } from './role-badge.js';

/** An author as the forum shows one: name, role badge and, where asked, their post count. */
export function AuthorName({ author, showPostCount = false }: { author: ForumAuthor; showPostCount?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold text-text">{author.display_name || author.username}</span>
      <RoleBadge role={author.role} />
      {showPostCount && author.id !== null && <span className="text-muted">{plural(author.post_count, 'post')}</span>}
    </span>
  );
}
