import { StartupError } from './startup-error.js';

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;

/** Where DATABASE_URL points, without its password. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}${parsed.username ? ` as ${decodeURIComponent(parsed.username)}` : ''}`;
}

/** DATABASE_URL must be a PostgreSQL address; anything else would fail later with a message about something else. */
export function checkDatabaseUrl(url: string): void {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new StartupError(
      'DATABASE_URL is not a PostgreSQL address: write it as postgres://user:password@host:5432/database, or unset it to use the embedded database in DATA_DIR.',
    );
  }
}

const connectionReasons: Record<string, string> = {
  ECONNREFUSED: 'nothing accepts connections there',
  ENOTFOUND: 'the host name does not resolve',
  EAI_AGAIN: 'the host name does not resolve',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host cannot be reached',
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '3D000': 'the database does not exist',
};

/** A failure to reach DATABASE_URL's server, as a StartupError naming it; any other error comes back as it is. */
export function explainDatabaseError(error: unknown, url: string): unknown {
  const code = codeOf(error);
  const timedOut = error instanceof Error && /timeout/i.test(error.message);
  const reason = (code && connectionReasons[code]) ?? (timedOut ? 'no answer within DB_CONNECT_TIMEOUT_MS' : undefined);
  if (!reason) return error;
  return new StartupError(
    `Cannot connect to the database of DATABASE_URL (${describeDatabaseUrl(url)}): ${reason}. Check that PostgreSQL runs there and that DATABASE_URL is right, or unset DATABASE_URL to use the embedded database in DATA_DIR.`,
  );
}

/** A failure to listen on PORT, as a StartupError; any other error comes back as it is. */
export function explainListenError(error: unknown, port: number): unknown {
  const code = codeOf(error);
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `Port ${port} is in use (another Lightgun Hub, or another program): stop it, or set PORT to a free port.`,
    );
  }
  if (code === 'EACCES')
    return new StartupError(`This user may not listen on port ${port}: set PORT to a port above 1023.`);
  return error;
}
