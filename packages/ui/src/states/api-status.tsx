import { useEffect, useState } from 'react';

type Status = { state: 'checking' } | { state: 'up' } | { state: 'down'; message: string };

/** A live round trip to the API and its database, shown as a small status line. */
export function ApiStatus({ check }: { check(): Promise<unknown> }) {
  const [status, setStatus] = useState<Status>({ state: 'checking' });
  useEffect(() => {
    let cancelled = false;
    check()
      .then(() => !cancelled && setStatus({ state: 'up' }))
      .catch((error: unknown) => !cancelled && setStatus({ state: 'down', message: error instanceof Error ? error.message : String(error) }));
    return () => {
      cancelled = true;
    };
  }, [check]);

  const text = {
    checking: 'Checking the server...',
    up: 'Live: connected to the server and its database.',
    down: status.state === 'down' ? `Server unavailable: ${status.message}` : '',
  }[status.state];
  return (
    <p role="status" data-state={status.state} className={`mt-4 text-sm ${status.state === 'down' ? 'text-danger' : 'text-muted'}`}>
      {text}
    </p>
  );
}
