import { LimitQuery, PageQuery } from '../../http/pagination-query.js';

export const submissionsPerPage = 10;

/** GET /api/auth/me/submissions?page=&limit= */
export class MySubmissionsQuery extends PageQuery {
  @LimitQuery(submissionsPerPage, 'Submissions')
  limit = submissionsPerPage;
}
