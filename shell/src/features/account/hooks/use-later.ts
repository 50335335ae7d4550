import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs a callback after a delay (the spec's pauses after success); a newer call replaces it, and it is cancelled if the
 * component goes away.
 */
export function useLater() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((run: () => void, delayMs: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, delayMs);
  }, []);
}
