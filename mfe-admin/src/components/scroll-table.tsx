import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways inside its own box on small screens, so the page never does.
 * Focusable, so keyboard users can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border bg-surface focus-visible:outline-2 focus-visible:outline-accent"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">{children}</table>
    </div>
  );
}

/** Header cell classes shared by the admin tables. */
export const headCell = 'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase';
export const bodyCell = 'px-4 py-3 align-middle';
