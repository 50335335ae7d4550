import { useCallback, useEffect, useState } from 'react';

/** A loaded value; `data` keeps the last good value while a newer load runs or after it failed. */
export type Resource<T> = { status: 'loading'; data?: T } | { status: 'error'; error: Error; data?: T } | { status: 'loaded'; data: T };

/**
 * Runs `load` (keep it stable with useCallback) whenever it changes or on `reload()`; a stale
 * answer never overwrites a newer one. Failures are logged and returned as the error state.
 */
export function useResource<T>(load: () => Promise<T>, what: string) {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState((current) => ({ status: 'loading', data: current.data }));
    load().then(
      (data) => !cancelled && setState({ status: 'loaded', data }),
      (error: unknown) => {
        console.error(`Failed to load ${what}`, error);
        if (!cancelled) setState((current) => ({ status: 'error', error: error instanceof Error ? error : new Error(String(error)), data: current.data }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [load, what, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Applies a local change (after a vote, a reply...) without another round trip. */
  const update = useCallback(
    (change: (data: T) => T) => setState((current) => (current.status === 'loaded' ? { status: 'loaded', data: change(current.data) } : current)),
    [],
  );
  return { state, reload, update };
}
