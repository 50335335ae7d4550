import { type User, isStaff } from '../../users/index.js';

/** Moderators and admins moderate reports as they moderate the forum: the same roles. */
export const mayModerateReports = isStaff;

/**
 * SQL condition on the reports (table alias `alias`) that `viewer` may see: hidden ones only for
 * their author, moderators and admins. Figures (tier, matrix, filter) use `notHidden` instead.
 */
export function reportsVisibleTo(
  viewer: User | undefined,
  alias: string,
): { where: string; params: Record<string, unknown> } {
  if (mayModerateReports(viewer)) return { where: 'TRUE', params: {} };
  if (viewer)
    return {
      where: `(${alias}.hidden_reason IS NULL OR ${alias}.author_id = :viewerId)`,
      params: { viewerId: viewer.id },
    };
  return { where: notHidden(alias), params: {} };
}

/** The reports that count for everyone: not hidden. */
export const notHidden = (alias: string) => `${alias}.hidden_reason IS NULL`;
