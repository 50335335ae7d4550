/** sessionStorage key of the intro: set once a session has entered the site (spec: once per session). */
export const introSeenKey = 'lightgun:intro-seen';

/**
 * Decides at start whether this page load plays the intro, and marks the session as entered.
 * Only a first entry on the home page plays it: a deep link is never held up by a splash.
 */
export function claimIntro(storage: Storage | undefined, pathname: string): boolean {
  try {
    if (!storage || storage.getItem(introSeenKey)) return false;
    storage.setItem(introSeenKey, '1');
    return pathname === '/';
  } catch {
    // Storage blocked (privacy settings): no intro rather than an intro on every page load.
    return false;
  }
}
