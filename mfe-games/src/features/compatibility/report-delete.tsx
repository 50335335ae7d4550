import type { CompatibilityReport } from '@site/contracts';
import { Button, Dialog, StatusMessage, toast } from '@site/ui';
import { useState } from 'react';
import { useDeleteReport } from './report-mutations.js';

/** "Delete" on a report (its author's own, or any for moderators and admins), after a dialog confirms it. */
export function DeleteReportButton({ report, own }: { report: CompatibilityReport; own: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteReport();
  // Awaited here rather than in mutate's onSuccess: the refreshed list unmounts this report before that would run.
  const confirm = () =>
    remove.mutateAsync(report.id).then(
      () => {
        setOpen(false);
        toast({ title: 'Report deleted', variant: 'success' });
      },
      () => {}, // shown in the dialog from remove.error
    );
  const whose = own ? 'your report' : 'this report';
  return (
    <>
      <Button size="sm" variant="danger" onClick={() => setOpen(true)} aria-label={`Delete ${whose}`}>
        Delete
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
        title="Delete report"
        description={`Delete ${whose} on ${report.gun.name} · ${report.display.name} · ${report.play_mode.name}? It no longer counts towards the game's tier. This cannot be undone.`}
      >
        {remove.error && <StatusMessage kind="error">{remove.error.message}</StatusMessage>}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete report'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
