import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ApiErrorResponse } from './error.response.js';

const meanings = {
  400: 'A malformed id or query parameter, or a body no route takes (not JSON, NUL, nested too deep)',
  401: 'Not logged in: send a valid bearer token',
  403: 'Logged in without the role or ownership this needs',
  404: 'Not found, or not visible to the caller',
  409: 'Conflicts with what is stored',
  422: 'The body is refused: `detail` lists `{ loc, msg }` per field',
  423: 'The thread is locked',
  429: 'Past the stricter limit of this route: try again in a minute',
  502: 'YouTube did not answer as expected',
  503: 'The database is away or the process is shutting down',
};

export type ApiErrorStatus = keyof typeof meanings;

/**
 * The refusals a route really gives, each with the one `{ detail, status }` body: the one way routes document errors.
 */
export function ApiErrors(...statuses: ApiErrorStatus[]) {
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: meanings[status], type: ApiErrorResponse })),
  );
}
