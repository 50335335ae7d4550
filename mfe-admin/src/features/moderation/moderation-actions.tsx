import { Button, InlineConfirm, toast } from '@site/ui';
import { useState } from 'react';
import { errorMessage } from '../../utils/error-message.js';
import { moderate, type Submission } from './moderate.js';

interface ModerationActionsProps {
  submission: Submission;
  /** Called once the server took the decision. */
  onDone(submission: Submission): void;
}

/** Approve at once, or Deny after a confirmation (denying deletes the submission). */
export function ModerationActions({ submission, onDone }: ModerationActionsProps) {
  const [approving, setApproving] = useState(false);

  const approve = async () => {
    setApproving(true);
    try {
      await moderate(submission, 'approve');
      toast({ title: 'Post approved!', variant: 'success' });
      onDone(submission);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to approve post'), variant: 'destructive' });
      setApproving(false);
    }
  };

  const reject = async () => {
    try {
      await moderate(submission, 'reject');
      toast({ title: 'Post rejected and deleted' });
      onDone(submission);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to reject post'), variant: 'destructive' });
    }
  };

  return (
    <div className="flex gap-2">
      <Button size="sm" disabled={approving} onClick={approve} aria-label={`Approve ${submission.title}`}>
        Approve
      </Button>
      <InlineConfirm label="Deny" confirmLabel="Confirm Deny" ariaLabel={`Deny ${submission.title}`} onConfirm={reject} />
    </div>
  );
}
