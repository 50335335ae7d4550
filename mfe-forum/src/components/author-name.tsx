import type { ForumAuthor } from '@site/contracts';
import { Link } from 'react-router-dom';
import { plural } from '../utils/plural.js';
import { profilePath } from '../utils/profile-path.js';
import { RoleBadge } from './role-badge.js';

/** An author as the forum shows one: name (a link to their profile), role badge and, where asked, their post count. */
export function AuthorName({ author, showPostCount = false }: { author: ForumAuthor; showPostCount?: boolean }) {
  const name = author.display_name || author.username;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      {/* A deleted account ('[deleted]', no id) has no profile to open. */}
      {author.id === null ? (
        <span className="font-semibold text-text">{name}</span>
      ) : (
        <Link
          to={profilePath(author.username)}
          className="font-semibold text-text underline-offset-2 hover:text-accent hover:underline"
        >
          {name}
        </Link>
      )}
      <RoleBadge role={author.role} />
      {showPostCount && author.id !== null && <span className="text-muted">{plural(author.post_count, 'post')}</span>}
    </span>
  );
}
