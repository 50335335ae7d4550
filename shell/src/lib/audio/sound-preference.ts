import { useSyncExternalStore } from 'react';

/** localStorage key of the sound switch (spec section 9: stored locally, default on). */
export const soundPreferenceKey = 'soundEnabled';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return globalThis.localStorage?.getItem(soundPreferenceKey) !== 'false';
  } catch {
    return true;
  }
}

export const isSoundOn = read;

export function setSoundOn(on: boolean) {
  try {
    globalThis.localStorage?.setItem(soundPreferenceKey, String(on));
  } catch {
    // Storage blocked: the switch still works for this page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab flipping the switch counts too.
  const onStorage = (event: StorageEvent) => event.key === soundPreferenceKey && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSoundOn(): [boolean, (on: boolean) => void] {
  return [useSyncExternalStore(subscribe, read, () => true), setSoundOn];
}
