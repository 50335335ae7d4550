import { useAuth } from '@site/auth';
import type { CompatibilityReport } from '@site/contracts';

/**
 * What the viewer may do to reports as the API decides it: moderate any (moderators, admins), edit their own, mark
 * others' helpful (members).
 */
export function useReportViewer() {
  const { user, isAuthenticated } = useAuth();
  const viewer = isAuthenticated ? (user ?? null) : null;
  const isOwn = (report: CompatibilityReport) => viewer !== null && report.author.id === viewer.id;
  return {
    canModerate: viewer?.role === 'admin' || viewer?.role === 'moderator',
    isOwn,
    mayMarkHelpful: (report: CompatibilityReport) => viewer !== null && !isOwn(report),
  };
}
