import { useAuth } from '@site/auth';
import type { CompatibilityReport } from '@site/contracts';
import { Button, LoadingState } from '@site/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { LoginLink } from '../../components/login-link.js';

// The form (and its form libraries) loads when a member opens it, not with every game page.
const ReportForm = lazy(() => import('./report-form.js').then((m) => ({ default: m.ReportForm })));

/** "File a report" for members, opening "Your report"; a visitor gets a login link that comes back here. */
export function ReportFiling({ gameId, myReports }: { gameId: number; myReports: CompatibilityReport[] }) {
  const { isAuthenticated } = useAuth();
  const [open, setOpen] = useState(false);
  const openerId = useId();
  const headingId = useId();
  if (!isAuthenticated) return <LoginLink className="mt-6">Log in to file a report</LoginLink>;
  const close = () => {
    setOpen(false);
    // The form's buttons go away with it: the keyboard continues from the button that opened it.
    document.getElementById(openerId)?.focus();
  };
  return (
    <div className="mt-6">
      <Button id={openerId} aria-expanded={open} onClick={() => setOpen(!open)}>
        File a report
      </Button>
      {open && (
        <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-border bg-surface p-4">
          <h3 id={headingId} className="text-lg font-bold">
            Your report
          </h3>
          <Suspense fallback={<LoadingState label="Loading the form..." />}>
            <ReportForm gameId={gameId} myReports={myReports} onDone={close} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
