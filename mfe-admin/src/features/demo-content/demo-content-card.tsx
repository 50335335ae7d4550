import { Button, Dialog, toast } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Section } from '../../components/section.js';
import { errorMessage } from '../../utils/error-message.js';
import { demoContentQuery } from './demo-content-query.js';
import { demoContentSummary } from './demo-content-summary.js';
import { useRemoveDemoContent } from './remove-demo-content.js';

/**
 * The dashboard's "Demo content" block: what the seed added to show the site off, removed in one go after a
 * confirmation.
 */
export function DemoContentCard() {
  const query = useQuery(demoContentQuery);
  const remove = useRemoveDemoContent();
  const [confirming, setConfirming] = useState(false);
  const left = query.data ? demoContentSummary(query.data) : null;
  // Shown only while there is demo content to remove (a failed count shows nothing: the dashboard's figures report the
  // API's state).
  if (!left) return null;

  // Awaited rather than mutate's callbacks: the refetched count of zero unmounts this block before they would run.
  const confirm = async () => {
    try {
      const removed = await remove.mutateAsync();
      setConfirming(false);
      toast({
        title: 'Demo content removed',
        description: demoContentSummary(removed) ?? 'There was none left.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to remove the demo content'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="mt-10">
      <Section title="Demo content">
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-dashed border-sky-300/60 bg-surface p-4">
          <p className="max-w-prose text-sm text-muted">
            The site still shows {left} added to show it off (marked DEMO). The game catalogue and the welcome posts are
            real and stay.
          </p>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Remove demo content
          </Button>
        </div>
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Remove all demo content?"
          description={`This deletes ${left} for good.`}
        >
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
              {remove.isPending ? 'Removing...' : 'Remove'}
            </Button>
          </div>
        </Dialog>
      </Section>
    </div>
  );
}
