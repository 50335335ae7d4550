import type { CompatibilityReport } from '@site/contracts';
import { Button } from '@site/ui';
import { useReportHelpful } from '../../hooks/use-report-helpful.js';

/** "Helpful (N)", pressed once the viewer marked it; a second press takes the mark back. */
export function HelpfulButton({ report }: { report: CompatibilityReport }) {
  const helpful = useReportHelpful(report.id, report.game_id);
  // While the change is sent, the button already shows it.
  const marked = helpful.isPending ? helpful.variables : report.marked_helpful;
  const count = report.helpful_count + (marked === report.marked_helpful ? 0 : marked ? 1 : -1);
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-pressed={marked}
      onClick={() => helpful.mutate(!marked)}
      busy={helpful.isPending}
    >
      {`Helpful (${count})`}
    </Button>
  );
}
