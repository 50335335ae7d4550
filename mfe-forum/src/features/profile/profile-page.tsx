import type { MemberProfile } from '@site/contracts';
import { LoadingState, PageTitle, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { MemberNotFound } from './member-not-found.js';
import { MemberReplies } from './member-replies.js';
import { MemberReports } from './member-reports.js';
import { MemberThreads } from './member-threads.js';
import { ProfileHeader } from './profile-header.js';
import { profileQuery } from './profile-query.js';

function ProfileView({ profile }: { profile: MemberProfile }) {
  return (
    <article className="mx-auto max-w-4xl space-y-10">
      <PageTitle>{`${profile.display_name || profile.username} (@${profile.username})`}</PageTitle>
      <ProfileHeader profile={profile} />
      <MemberThreads username={profile.username} />
      <MemberReplies username={profile.username} />
      <MemberReports username={profile.username} />
    </article>
  );
}

/** /u/:username: a member's public profile and what they wrote, newest first. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const profile = useQuery(profileQuery(username));
  return (
    <QueryView
      query={profile}
      errorMessage={`Failed to load the profile: ${profile.error?.message}`}
      notFound={<MemberNotFound />}
      loading={<LoadingState label="Loading profile..." />}
      pageTitle="Member profile"
    >
      {(member) => <ProfileView profile={member} />}
    </QueryView>
  );
}
