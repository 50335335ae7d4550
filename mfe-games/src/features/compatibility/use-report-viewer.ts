import { useAuth } from '@site/auth';
import type { CompatibilityReport } from '@site/contracts';

/** What the viewer may do to reports as the API decides it: moderate any (moderators, admins), edit their own. */
export function useReportViewer() {
  const { user, isAuthenticated } = useAuth();
  const viewer = isAuthenticated ? user : null;
  return {
    canModerate: viewer?.role === 'admin' || viewer?.role === 'moderator',
    isOwn: (report: CompatibilityReport) => viewer !== null && viewer !== undefined && report.author.id === viewer.id,
  };
}
