import type { CompatibilityReport } from '@site/contracts';
import { Button, MarkdownBody, RatingBadge, RelativeTime } from '@site/ui';
import { Link } from 'react-router-dom';
import { DeleteReportButton } from './report-delete.js';
import { HideReportButton, UnhideReportButton } from './report-moderation.js';

const features = [
  ['Recoil', 'recoil_works'],
  ['Offscreen reload', 'offscreen_reload_works'],
  ['Two players', 'two_players_work'],
] as const;

export interface ReportItemProps {
  report: CompatibilityReport;
  /** A moderator or an admin: Hide/Unhide and Delete on every report. */
  canModerate: boolean;
  /** Given for the viewer's own report: 'Edit' opens the form with it. */
  onEdit?: () => void;
  /** The element's id, the anchor a notification links to (`report-<id>`); left out where the report shows twice. */
  anchor?: boolean;
}

/**
 * One report: who, when, on which setup, how well, what works (said in words, not colour), the notes; hidden ones say
 * why; '(edited)' once its author changed it; Edit and Delete for its author, Delete and Hide for moderators.
 */
export function ReportItem({ report, canModerate, onEdit, anchor = true }: ReportItemProps) {
  const { author } = report;
  const name = author.display_name || author.username;
  return (
    <article
      id={anchor ? `report-${report.id}` : undefined}
      aria-label={`Report by ${name}`}
      className={`scroll-mt-4 rounded-lg border bg-surface p-4 ${report.hidden ? 'border-dashed border-muted' : 'border-border'}`}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {author.id === null ? (
          <span className="font-semibold">{name}</span>
        ) : (
          <Link
            to={`/u/${encodeURIComponent(author.username)}`}
            className="font-semibold text-accent underline underline-offset-2"
          >
            {name}
          </Link>
        )}
        <RelativeTime value={report.updated_at} className="text-sm text-muted" />
        {report.edited && <span className="text-sm text-muted">(edited)</span>}
        <RatingBadge rating={report.rating} />
      </header>
      <p className="mt-2 text-sm">{`${report.gun.name} · ${report.display.name} · ${report.play_mode.name}`}</p>
      {report.hidden && (
        <p className="mt-2 text-sm font-semibold text-amber-200">{`Hidden by a moderator: ${report.hidden_reason ?? ''}`}</p>
      )}
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {features.map(([label, field]) => (
          <li key={field}>
            <span aria-hidden="true">{report[field] ? '✓ ' : '✗ '}</span>
            {`${label}: ${report[field] ? 'works' : "doesn't work"}`}
          </li>
        ))}
      </ul>
      {report.notes_html && (
        <div className="mt-3">
          <MarkdownBody html={report.notes_html} />
        </div>
      )}
      {(canModerate || onEdit) && (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          {onEdit && (
            <Button size="sm" variant="secondary" onClick={onEdit} aria-label="Edit your report">
              Edit
            </Button>
          )}
          <DeleteReportButton report={report} own={Boolean(onEdit)} />
          {canModerate &&
            (report.hidden ? <UnhideReportButton report={report} /> : <HideReportButton report={report} />)}
        </div>
      )}
    </article>
  );
}
