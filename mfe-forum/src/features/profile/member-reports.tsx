import type { CompatibilityReport } from '@site/contracts';
import { ratingLabel } from '@site/domain';
import { RatingBadge, RelativeTime } from '@site/ui';
import { Link } from 'react-router-dom';
import { MemberListSection } from './member-list-section.js';
import { useMemberList } from './member-list-query.js';

function ReportItem({ report }: { report: CompatibilityReport }) {
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/games/${report.game_id}`}
          className="font-semibold [overflow-wrap:anywhere] hover:text-accent hover:underline"
        >
          {report.game_title}
        </Link>
        <RatingBadge rating={report.rating} label={`Rating: ${ratingLabel[report.rating]}`} />
        {/* Only its author and moderators get a hidden report; they must know others do not see it. */}
        {report.hidden && (
          <span className="rounded border border-amber-400 px-2 py-0.5 text-xs font-semibold text-amber-200">
            Hidden
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-muted">{report.platform}</p>
      <p className="mt-1 text-sm [overflow-wrap:anywhere]">{`${report.gun.name} · ${report.display.name} · ${report.play_mode.name}`}</p>
      {report.hidden && report.hidden_reason && (
        <p className="mt-1 text-sm text-muted">Reason: {report.hidden_reason}</p>
      )}
      <p className="mt-1 text-xs text-muted">
        <RelativeTime value={report.filed_at} />
      </p>
    </li>
  );
}

/** A member's compatibility reports, each linking to its game. */
export function MemberReports({ username }: { username: string }) {
  const query = useMemberList(username, 'reports');
  const reports = query.data?.pages.flatMap((page) => page.reports) ?? [];
  return (
    <MemberListSection title="Compatibility reports" empty="No reports yet" query={query}>
      {reports.map((report) => (
        <ReportItem key={report.id} report={report} />
      ))}
    </MemberListSection>
  );
}
