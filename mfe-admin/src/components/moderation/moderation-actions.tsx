import { Button, InlineConfirm, toast } from '@site/ui';
import { errorMessage } from '../../utils/error-message.js';
import { useModerate, type Submission } from './moderate.js';

/** Approve at once, or Deny after a confirmation (denying deletes the submission); every list that shows it follows. */
export function ModerationActions({ submission }: { submission: Submission }) {
  const moderate = useModerate();
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

  const reject = async () => {
    try {
      await moderate.mutateAsync({ submission, decision: 'reject' });
      toast({ title: 'Post rejected and deleted' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to reject post'), variant: 'destructive' });
    }
  };

  return (
    <div className="flex gap-2">
      <Button size="sm" disabled={approving} onClick={approve} aria-label={`Approve ${submission.title}`}>
        Approve
      </Button>
      <InlineConfirm
        label="Deny"
        confirmLabel="Confirm Deny"
        ariaLabel={`Deny ${submission.title}`}
        onConfirm={reject}
      />
    </div>
  );
}
