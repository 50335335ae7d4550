import type { CompatibilityReport } from '@site/contracts';
import { Button, Dialog, LoadingState, toast } from '@site/ui';
import { lazy, Suspense, useState } from 'react';
import { useUnhideReport } from './report-mutations.js';

// The reason form (and its form libraries) loads when a moderator opens it.
const HideReportForm = lazy(() => import('./hide-report-form.js').then((m) => ({ default: m.HideReportForm })));

/** A moderator's "Hide report": a dialog asks for the reason the author and moderators will read. */
export function HideReportButton({ report }: { report: CompatibilityReport }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Hide report
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Hide report"
        description="Its author and the moderators will read the reason."
      >
        {open && (
          <Suspense fallback={<LoadingState label="Loading the form..." />}>
            <HideReportForm reportId={report.id} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}

export function UnhideReportButton({ report }: { report: CompatibilityReport }) {
  const unhide = useUnhideReport();
  const onClick = () =>
    unhide.mutate(report.id, {
      onSuccess: () => toast({ title: 'Report shown again', variant: 'success' }),
      onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
    });
  return (
    <Button size="sm" variant="secondary" onClick={onClick} disabled={unhide.isPending}>
      Unhide report
    </Button>
  );
}
