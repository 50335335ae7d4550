import { pageSizes } from '@site/domain';
import { LimitQuery, PageQuery } from '../../http/pagination-query.js';
import { TextQuery } from '../../http/query-fields.js';

/** GET /api/auth/users */
export class UserListQuery extends PageQuery {
  @LimitQuery(pageSizes.users, 'Users')
  limit: number = pageSizes.users;

  @TextQuery('Only users whose username or display name holds this text, in any case')
  q = '';
}
