import type { MySubmission, SubmissionStatus } from '@site/contracts';
import { EmptyState, ErrorState, formatDate, LoadingState, Pagination } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { mySubmissionsQuery } from './api/my-submissions.js';

const statusStyles: Record<SubmissionStatus, string> = {
  pending: 'border-amber-400 bg-amber-400 text-black',
  approved: 'border-green-600/60 bg-green-950/40 text-green-200',
  denied: 'border-red-500/70 bg-red-950/40 text-red-200',
};
const typeLabel = { video: 'Video', news: 'News' };

function SubmissionItem({ submission }: { submission: MySubmission }) {
  return (
    <li className="flex flex-col gap-1 py-3">
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <span className="rounded-full border border-border px-2 py-0.5 font-semibold text-text">
          {typeLabel[submission.type]}
        </span>
        <span className={`rounded-full border px-2 py-0.5 font-semibold capitalize ${statusStyles[submission.status]}`}>
          {submission.status}
        </span>
        <span>Submitted {formatDate(submission.created_at)}</span>
      </p>
      {submission.url ? (
        <Link to={submission.url} className="font-semibold break-words hover:text-accent hover:underline">
          {submission.title}
        </Link>
      ) : (
        <p className="font-semibold break-words">{submission.title}</p>
      )}
      {submission.status === 'denied' && (
        <p className="text-sm text-muted">
          {submission.denial_reason ? `Reason: ${submission.denial_reason}` : 'No reason was given.'}
        </p>
      )}
    </li>
  );
}

/** The member's submitted videos and news with what became of each, newest first. */
export function MySubmissions() {
  const [page, setPage] = useState(1);
  const submissions = useQuery(mySubmissionsQuery(page));
  if (submissions.isPending) return <LoadingState label="Loading your submissions..." />;
  if (submissions.isError)
    return <ErrorState message={submissions.error.message} onRetry={() => void submissions.refetch()} />;
  const { submissions: items, pagination } = submissions.data;
  if (pagination.total_count === 0)
    return (
      <EmptyState
        title="You have not submitted anything yet"
        hint="Videos and news you post wait for an admin; they show up here with their status."
      />
    );
  return (
    <>
      <ul aria-label="My submissions" className="divide-y divide-border">
        {items.map((submission) => (
          <SubmissionItem key={`${submission.type}-${submission.id}`} submission={submission} />
        ))}
      </ul>
      <Pagination
        page={pagination.page}
        totalPages={pagination.total_pages}
        onPageChange={setPage}
        label="Submission pages"
      />
    </>
  );
}
