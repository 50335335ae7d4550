import { EmptyState, PageTitle } from '@site/ui';
import { BackLink } from '../../components/back-link.js';

/** An address under /u/ that names no member (the API answered 404). */
export function MemberNotFound() {
  return (
    <section className="space-y-6">
      <PageTitle>Member not found</PageTitle>
      <BackLink to="/forum">Back to Forum</BackLink>
      <h1 className="text-2xl font-bold">Member not found</h1>
      <EmptyState title="No member goes by that name" />
    </section>
  );
}
