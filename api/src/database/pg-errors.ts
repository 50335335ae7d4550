import { QueryFailedError } from 'typeorm';

export const uniqueViolation = '23505';
export const foreignKeyViolation = '23503';

/** PostgreSQL's SQLSTATE of a failed query, else undefined. */
export function pgErrorCode(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
}

// SQLSTATE classes of a server that is away or overloaded: 08 connection exception, 53 insufficient
// resources (too many connections, out of memory, disk full), 57P admin/crash shutdown, starting up;
// 57014 is a statement cancelled by statement_timeout.
const unavailableState = /^(08|53|57P|57014$)/;
// What the socket says when the server cannot be reached or went away mid-way.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ECONNABORTED',
]);
// node-postgres and pg-pool give their timeouts and lost connections no code, only these messages.
const driverMessages =
  /^(timeout exceeded when trying to connect|timeout expired$|Connection terminated|Client has encountered a connection error|Client was closed)/;

function codeOf(error: Error): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/**
 * Whether `error` says the database cannot answer now (unreachable, frozen, restarting, out of
 * connections or too slow), as opposed to refusing the query itself: the request may succeed later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = error instanceof QueryFailedError ? error.driverError : error;
  if (!(cause instanceof Error)) return false;
  const code = codeOf(cause);
  if (code && (unavailableState.test(code) || networkCodes.has(code))) return true;
  // A host name with two addresses (localhost: ::1 and 127.0.0.1) fails with one error per address.
  if (cause instanceof AggregateError) return cause.errors.some(isDatabaseUnavailable);
  return driverMessages.test(cause.message);
}
