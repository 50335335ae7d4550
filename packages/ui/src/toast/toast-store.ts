import { toastConstants } from './toast-constants.js';

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
  durationMs?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

/** Show a toast; only the newest `limit` toasts are kept. Returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  publish([{ ...options, id, open: true }, ...toasts].slice(0, toastConstants.limit));
  return id;
}

export function dismissToast(id: number) {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, toastConstants.removeDelayMs),
  );
}

export const toastStore = {
  get: () => toasts,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
