import { Button, toast } from '@site/ui';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../utils/error-message.js';
import { useModerate, type Submission } from './moderate.js';

// The dialog (and the form library) loads when an admin denies, not with the dashboard.
const DenyDialog = lazy(() => import('@site/ui/deny-dialog').then((m) => ({ default: m.DenyDialog })));

/** Approve at once, or Deny with an optional reason in a dialog; every list that shows it follows. */
export function ModerationActions({ submission }: { submission: Submission }) {
  const moderate = useModerate();
  const [denying, setDenying] = useState(false);
  const approving = moderate.isPending && moderate.variables?.decision === 'approve';

  const approve = () =>
    moderate.mutate(
      { submission, decision: 'approve' },
      {
        onSuccess: () => toast({ title: 'Post approved!', variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error, 'Failed to approve post'), variant: 'destructive' }),
      },
    );

  const deny = async (reason: string) => {
    try {
      await moderate.mutateAsync({ submission, decision: 'deny', reason });
      setDenying(false);
      toast({ title: 'Post denied', description: 'The submitter is notified.' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to deny post'), variant: 'destructive' });
    }
  };

  return (
    <div className="flex gap-2">
      <Button size="sm" disabled={approving} onClick={approve} aria-label={`Approve ${submission.title}`}>
        Approve
      </Button>
      <Button variant="danger" size="sm" aria-label={`Deny ${submission.title}`} onClick={() => setDenying(true)}>
        Deny
      </Button>
      {denying && (
        <Suspense fallback={null}>
          <DenyDialog title={submission.title} open onOpenChange={setDenying} onDeny={deny} />
        </Suspense>
      )}
    </div>
  );
}
