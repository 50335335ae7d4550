import type { ReportSort } from '@site/contracts';
import { ChoiceQuery } from '../../../http/query-fields.js';
import { ReportPageQuery } from './compatibility.query.js';

export const reportSorts = ['recent', 'helpful'] as const satisfies readonly ReportSort[];

/** GET /api/lightgun/games/{id}/reports: most recently filed first, or most helpful first (then most recent). */
export class ReportListQuery extends ReportPageQuery {
  @ChoiceQuery(reportSorts, { default: 'recent' })
  sort: ReportSort = 'recent';
}
