/** Pinned and Locked as text badges (the emoji alone would say nothing to a screen reader). */
export function ThreadBadges({ pinned, locked }: { pinned: boolean; locked: boolean }) {
  if (!pinned && !locked) return null;
  return (
    <span className="inline-flex flex-wrap gap-2">
      {pinned && (
        <span className="rounded border border-amber-400/70 px-2 py-0.5 text-xs font-semibold text-amber-200">
          <span aria-hidden="true">📌 </span>Pinned
        </span>
      )}
      {locked && (
        <span className="rounded border border-border bg-surface-raised px-2 py-0.5 text-xs font-semibold text-muted">
          <span aria-hidden="true">🔒 </span>Locked
        </span>
      )}
    </span>
  );
}
