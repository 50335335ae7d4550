// Spec section 9: one toast at a time, 5 s, swipe 50 px to dismiss, F8 focuses the toasts.
export const toastConstants = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: ['F8'],
  /** How long a dismissed toast stays in memory (for its exit animation and re-reads). */
  removeDelayMs: 1_000_000,
} as const;
