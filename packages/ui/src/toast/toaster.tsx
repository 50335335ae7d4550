import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastStore } from './toast-store.js';

const RadixToaster = lazy(() => import('./radix-toaster.js'));

/** Renders the toasts; mounted once by the shell (and each remote's standalone host). */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  const [used, setUsed] = useState(toasts.length > 0);
  if (toasts.length > 0 && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  );
}
