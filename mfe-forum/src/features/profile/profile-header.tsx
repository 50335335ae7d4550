import type { MemberProfile } from '@site/contracts';
import { formatDate } from '@site/ui';
import { RoleBadge } from '../../components/role-badge.js';
import { plural } from '../../utils/plural.js';

/** Who the member is: name, @username, role, when they joined and how much they wrote. */
export function ProfileHeader({ profile }: { profile: MemberProfile }) {
  return (
    <header className="space-y-2">
      <h1 className="text-2xl font-bold [overflow-wrap:anywhere] sm:text-3xl">
        {profile.display_name || profile.username}
      </h1>
      <p className="flex flex-wrap items-center gap-2 text-muted">
        <span className="[overflow-wrap:anywhere]">{`@${profile.username}`}</span>
        <RoleBadge role={profile.role} showMember />
      </p>
      <p className="flex flex-wrap gap-x-4 text-sm text-muted">
        <span>{`Joined ${formatDate(profile.joined_at)}`}</span>
        <span>{plural(profile.post_count, 'post')}</span>
      </p>
    </header>
  );
}
