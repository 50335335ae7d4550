import type { VisitorStats } from '@site/contracts';
import { trackVisit } from './visitors-api.js';

/** sessionStorage key: this browser session has been counted. */
export const visitTrackedKey = 'lightgun:visit-tracked';

let tracking: Promise<VisitorStats | null> | undefined;

/**
 * Counts the visit once per browser session, at app start. Resolves the totals the server
 * answered, or null when nothing was sent (already counted) or the call failed (only logged).
 */
export function trackVisitOnce(storage: Storage | undefined = globalThis.sessionStorage): Promise<VisitorStats | null> {
  tracking ??= (async () => {
    try {
      if (storage?.getItem(visitTrackedKey)) return null;
    } catch {
      return null;
    }
    try {
      const stats = await trackVisit();
      storage?.setItem(visitTrackedKey, '1');
      return stats;
    } catch (error) {
      console.error('Visitor tracking failed', error);
      return null;
    }
  })();
  return tracking;
}

let answerTaken = false;

/**
 * The totals the app-start tracking answered, the first time they are asked for (the visitor box
 * waits for it instead of asking the server again); null afterwards, or when nothing was counted.
 */
export async function takeTrackingAnswer(): Promise<VisitorStats | null> {
  if (answerTaken || !tracking) return null;
  answerTaken = true;
  return tracking;
}

/** For tests: forget this page load's tracking. */
export function resetVisitTracking() {
  tracking = undefined;
  answerTaken = false;
}
