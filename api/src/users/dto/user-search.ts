import { ApiProperty } from '@nestjs/swagger';
import type * as Api from '@site/contracts';
import { TextQuery, WholeNumberQuery } from '../../http/query-fields.js';

/** The most names one search answers: the mention composer's list. */
export const maxUserSearchResults = 8;
export const minUserSearchLength = 2;

/** GET /api/users/search */
export class UserSearchQuery {
  @TextQuery(`The start of a username, in any case: ${minUserSearchLength} characters or more`)
  q = '';

  @WholeNumberQuery({
    default: maxUserSearchResults,
    description: `At most this many names; more than ${maxUserSearchResults} is read as ${maxUserSearchResults}`,
  })
  limit: number = maxUserSearchResults;
}

export class UserSearchResultResponse implements Api.UserSearchResult {
  @ApiProperty()
  username: string;

  @ApiProperty()
  display_name: string;
}
