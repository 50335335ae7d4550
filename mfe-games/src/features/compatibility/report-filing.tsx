import { useAuth } from '@site/auth';
import type { CompatibilityReport } from '@site/contracts';
import { Button, LoadingState } from '@site/ui';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { LoginLink } from '../../components/login-link.js';
import { useMySetup } from '../../hooks/use-my-setup.js';
import { useReportPlatform } from '../../hooks/use-report-platform.js';

// The form (and its form libraries) loads when a member opens it, not with every game page.
const ReportForm = lazy(() => import('./report-form.js').then((m) => ({ default: m.ReportForm })));

/** The form's state: closed (null), a new report, or the member's report that 'Edit' opened. */
export type Filing = { report?: CompatibilityReport } | null;

export interface ReportFilingProps {
  gameId: number;
  myReports: CompatibilityReport[];
  filing: Filing;
  onFilingChange(filing: Filing): void;
}

/**
 * "File a report" for members, opening "Your report" (on their own setup, prefilled when they reported it), or "Edit
 * your report" from a report's Edit; a visitor gets a login link that comes back here.
 */
export function ReportFiling({ gameId, myReports, filing, onFilingChange }: ReportFilingProps) {
  const { isAuthenticated } = useAuth();
  const { setup } = useMySetup();
  // The game page loaded the game: its platform comes from the cache.
  const platform = useReportPlatform(gameId).data;
  const openerId = useId();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const editing = filing?.report;
  useEffect(() => {
    // Opened from a report further down: the form is brought into view and the keyboard starts there.
    if (editing) {
      heading.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus();
    }
  }, [editing]);
  if (!isAuthenticated) return <LoginLink className="mt-6">Log in to file a report</LoginLink>;
  const close = () => {
    onFilingChange(null);
    // The form's buttons go away with it: the keyboard continues from the button that opens it.
    document.getElementById(openerId)?.focus();
  };
  return (
    <div className="mt-6">
      <Button id={openerId} aria-expanded={filing !== null} onClick={() => onFilingChange(filing ? null : {})}>
        File a report
      </Button>
      {filing && (
        <section
          aria-labelledby={headingId}
          className="mt-4 scroll-mt-4 rounded-lg border border-border bg-surface p-4"
        >
          <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold">
            {editing ? 'Edit your report' : 'Your report'}
          </h3>
          <Suspense fallback={<LoadingState label="Loading the form..." />}>
            {platform ? (
              <ReportForm
                key={editing?.id ?? 'new'}
                gameId={gameId}
                platform={platform}
                myReports={myReports}
                report={editing}
                mySetup={setup}
                onDone={close}
              />
            ) : (
              <LoadingState label="Loading the form..." />
            )}
          </Suspense>
        </section>
      )}
    </div>
  );
}
