import { QueryFailedError } from 'typeorm';

export const uniqueViolation = '23505';
export const foreignKeyViolation = '23503';

/** PostgreSQL's SQLSTATE of a failed query, else undefined. */
export function pgErrorCode(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
}
