import { useEffect, useState } from 'react';

type Resource<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; data: T };

/**
 * Loads `load()` whenever `key` changes (the key names what the load depends on) or on reload().
 * A quiet reload keeps what is shown until the fresh data arrives, so a count refresh never flashes.
 */
export function useResource<T>(load: () => Promise<T>, key = '') {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [request, setRequest] = useState({ count: 0, quiet: false });

  useEffect(() => {
    let cancelled = false;
    if (!request.quiet) setState({ status: 'loading' });
    load()
      .then((data) => !cancelled && setState({ status: 'loaded', data }))
      .catch((error: Error) => !cancelled && setState({ status: 'error', message: error.message }));
    return () => {
      cancelled = true;
    };
    // Not `load` itself (a new function every render): `key` stands for its inputs.
  }, [key, request]);

  return {
    state,
    reload: (quiet = false) => setRequest((current) => ({ count: current.count + 1, quiet })),
    /** Changes the loaded data in place (an item removed or updated after a call succeeded). */
    update: (change: (data: T) => T) => setState((current) => (current.status === 'loaded' ? { status: 'loaded', data: change(current.data) } : current)),
  };
}
