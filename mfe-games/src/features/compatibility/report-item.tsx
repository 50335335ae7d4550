import type { CompatibilityReport } from '@site/contracts';
import { featureResultLabel, reportFeatures, reportVersionFields } from '@site/domain';
import { Button, MarkdownBody, RatingBadge } from '@site/ui';
import { Link } from 'react-router-dom';
import { FiledAge } from './filed-age.js';
import { HelpfulButton } from './helpful-button.js';
import { DeleteReportButton } from './report-delete.js';
import { HideReportButton, UnhideReportButton } from './report-moderation.js';

export interface ReportItemProps {
  report: CompatibilityReport;
  /** A moderator or an admin: Hide/Unhide and Delete on every report. */
  canModerate: boolean;
  /** A member who is not its author: they may mark it helpful. */
  canMarkHelpful: boolean;
  /** Given for the viewer's own report: 'Edit' opens the form with it. */
  onEdit?: () => void;
  /** The element's id, the anchor a notification links to (`report-<id>`); left out where the report shows twice. */
  anchor?: boolean;
}

/**
 * One report: who, when it was filed (and whether it is old enough to weigh less), on which setup, how well, the
 * features that were tested (said in words, not colour; untested ones are not listed), the versions, the notes; hidden
 * ones say why; '(edited)' once its author changed it; Helpful for other members; Edit and Delete for its author,
 * Delete and Hide for moderators.
 */
export function ReportItem({ report, canModerate, canMarkHelpful, onEdit, anchor = true }: ReportItemProps) {
  const { author } = report;
  const name = author.display_name || author.username;
  const tested = reportFeatures.filter(({ key }) => report[key] !== 'untested');
  const versions = reportVersionFields.filter(({ key }) => report[key] !== '');
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
        <FiledAge filedAt={report.filed_at} />
        {report.edited && <span className="text-sm text-muted">(edited)</span>}
        {report.aged && (
          <span className="rounded border border-border px-2 py-0.5 text-xs text-muted">Older report, weighs less</span>
        )}
        <RatingBadge rating={report.rating} />
      </header>
      <p className="mt-2 text-sm">{`${report.gun.name} · ${report.display.name} · ${report.play_mode.name}`}</p>
      {report.hidden && (
        <p className="mt-2 text-sm font-semibold text-amber-200">{`Hidden by a moderator: ${report.hidden_reason ?? ''}`}</p>
      )}
      {tested.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Tested features">
          {tested.map(({ key, label }) => (
            <li key={key}>
              <span aria-hidden="true">{report[key] === 'works' ? '✓ ' : '✗ '}</span>
              {`${label}: ${featureResultLabel[report[key]].toLowerCase()}`}
            </li>
          ))}
        </ul>
      )}
      {versions.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          {versions.map(({ key, label }) => (
            <div key={key} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{report[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      {report.notes_html && (
        <div className="mt-3">
          <MarkdownBody html={report.notes_html} />
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
        <div className="mr-auto">
          {canMarkHelpful ? (
            <HelpfulButton report={report} />
          ) : (
            report.helpful_count > 0 && (
              <span className="text-sm text-muted">{`Helpful to ${report.helpful_count} ${report.helpful_count === 1 ? 'member' : 'members'}`}</span>
            )
          )}
        </div>
        {onEdit && (
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label="Edit your report">
            Edit
          </Button>
        )}
        {(canModerate || onEdit) && <DeleteReportButton report={report} own={Boolean(onEdit)} />}
        {canModerate && (report.hidden ? <UnhideReportButton report={report} /> : <HideReportButton report={report} />)}
      </div>
    </article>
  );
}
