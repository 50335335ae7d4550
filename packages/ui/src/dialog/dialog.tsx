import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  /** 'xl' for media (the video player). */
  size?: 'md' | 'xl';
  children: ReactNode;
}

const DialogContent = lazy(() => import('./dialog-content.js'));

/** Accessible modal (focus trap, Escape, backdrop click, focus returned on close) on Radix. */
export function Dialog(props: DialogProps) {
  // Mounted from the first open on, so closing runs Radix's own focus handling.
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DialogContent {...props} />
    </Suspense>
  );
}
