import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLater } from './use-later.js';

/** Navigates after a delay (the spec's post-success pauses), with router `state` if given; cancelled if the page goes away. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const later = useLater();
  return useCallback(
    (to: string, delayMs: number, state?: unknown) => later(() => navigate(to, { replace: true, state }), delayMs),
    [later, navigate],
  );
}
