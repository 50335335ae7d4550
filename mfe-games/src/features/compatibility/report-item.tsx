import type { CompatibilityReport } from '@site/contracts';
import { MarkdownBody, RatingBadge, RelativeTime } from '@site/ui';
import { Link } from 'react-router-dom';
import { HideReportButton, UnhideReportButton } from './report-moderation.js';

const features = [
  ['Recoil', 'recoil_works'],
  ['Offscreen reload', 'offscreen_reload_works'],
  ['Two players', 'two_players_work'],
] as const;

/**
 * One report: who, when, on which setup, how well, what works (said in words, not colour), the notes; hidden ones say
 * why.
 */
export function ReportItem({ report, canModerate }: { report: CompatibilityReport; canModerate: boolean }) {
  const { author } = report;
  const name = author.display_name || author.username;
  return (
    <article
      className={`rounded-lg border bg-surface p-4 ${report.hidden ? 'border-dashed border-muted' : 'border-border'}`}
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
      {canModerate && (
        <div className="mt-3 flex justify-end">
          {report.hidden ? <UnhideReportButton report={report} /> : <HideReportButton report={report} />}
        </div>
      )}
    </article>
  );
}
