import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { toastConstants } from './toast-constants.js';
import { dismissToast, toastStore } from './toast-store.js';

const variantStyles = {
  default: 'border-border bg-surface-raised',
  success: 'border-green-600 bg-surface-raised',
  destructive: 'border-red-500 bg-red-950',
};

/** The Radix toasts themselves, loaded with the first toast so pages that never toast skip it. */
export default function RadixToaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  return (
    <RadixToast.Provider
      duration={toastConstants.durationMs}
      swipeThreshold={toastConstants.swipeThresholdPx}
      swipeDirection="right"
    >
      {toasts.map(({ id, title, description, variant = 'default', durationMs, open }) => (
        <RadixToast.Root
          key={id}
          open={open}
          duration={durationMs}
          onOpenChange={(isOpen) => !isOpen && dismissToast(id)}
          className={`relative rounded-lg border p-4 pr-10 text-text shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${variantStyles[variant]}`}
        >
          {title && <RadixToast.Title className="font-semibold">{title}</RadixToast.Title>}
          {description && (
            <RadixToast.Description className="mt-1 text-sm text-muted">{description}</RadixToast.Description>
          )}
          <RadixToast.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 rounded p-1 text-muted hover:text-text"
          >
            ✕
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={[...toastConstants.hotkey]}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  );
}
