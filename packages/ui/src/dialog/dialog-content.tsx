import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { AreaScope, useAreaScope } from '../area-scope/area-scope.js';
import type { DialogProps } from './dialog.js';

/** The Radix modal itself, loaded on first open so pages without a dialog don't download it. */
export default function DialogContent({ open, onOpenChange, title, description, size = 'md', children }: DialogProps) {
  // Without a Radix Trigger, focus would fall to <body> on close: return it to where it was.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const area = useAreaScope();
  const content = (
    <>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
      <RadixDialog.Content
        onOpenAutoFocus={() => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
        className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] ${size === 'xl' ? 'max-w-4xl' : 'max-w-lg'} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-surface p-6 text-text shadow-xl`}
      >
        <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
        ) : (
          <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
        )}
        <div className="mt-4">{children}</div>
        <RadixDialog.Close
          aria-label="Close"
          className="absolute top-3 right-3 rounded p-1 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
        >
          ✕
        </RadixDialog.Close>
      </RadixDialog.Content>
    </>
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {/* The portal leaves the area's element: carry its scope along so the remote's styles still apply. */}
      <RadixDialog.Portal>{area ? <AreaScope name={area}>{content}</AreaScope> : content}</RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
