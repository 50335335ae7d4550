import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody, ValidationIssue } from '@site/contracts';
import { isDatabaseUnavailable } from '../database/pg-errors.js';

const internalError: ApiErrorBody = { detail: 'Internal server error', status: HttpStatus.INTERNAL_SERVER_ERROR };
// Retryable, and nothing about the server's internals: the database is away, frozen or too slow.
export const databaseUnavailable: ApiErrorBody = {
  detail: 'The database is unavailable: please try again in a moment',
  status: HttpStatus.SERVICE_UNAVAILABLE,
};

function isIssueList(value: unknown): value is ValidationIssue[] {
  return Array.isArray(value) && value.every((entry) => entry && typeof entry === 'object' && 'msg' in entry);
}

/** A Fastify error (bad JSON, body too large...) carries its own 4xx status code. */
function fastifyClientError(error: unknown): ApiErrorBody | null {
  if (!(error instanceof Error) || !('statusCode' in error)) return null;
  const status = Number(error.statusCode);
  if (status < 400 || status > 499) return null;
  return { detail: error.message, status };
}

/** Maps anything thrown to the one error body of the API: `{ detail, status }`. */
export function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    if (typeof response === 'string') return { detail: response, status };
    const body = response as { detail?: unknown; message?: unknown };
    if (typeof body.detail === 'string' || isIssueList(body.detail)) return { detail: body.detail, status };
    if (Array.isArray(body.message)) return { detail: body.message.map(String).join(', '), status };
    return { detail: typeof body.message === 'string' ? body.message : error.message, status };
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable;
  return fastifyClientError(error) ?? internalError;
}
