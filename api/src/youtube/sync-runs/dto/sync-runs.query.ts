import { WholeNumberQuery } from '../../../http/query-fields.js';
import { runsKept } from '../sync-run-record.js';

const defaultRuns = 10;

/** GET /api/admin/youtube/sync-runs */
export class SyncRunsQuery {
  @WholeNumberQuery({
    default: defaultRuns,
    description: `Runs, newest first; only the last ${runsKept} are kept, so more is read as ${runsKept}`,
  })
  limit = defaultRuns;
}
