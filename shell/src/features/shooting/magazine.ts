import { systemClock, type Clock } from '../../lib/clock.js';

/** Spec section 9: magazine of 8, 200 ms between shots, 300 ms click lock. */
export const magazineConstants = {
  capacity: 8,
  cooldownMs: 200,
  /** Trigger pulls are ignored this long after an empty click; a reload takes this long. */
  clickLockMs: 300,
} as const;

export type MagazineStatus = 'ready' | 'empty' | 'reloading';

export interface MagazineSnapshot {
  rounds: number;
  capacity: number;
  status: MagazineStatus;
}

/** What a pull of the trigger did: only 'fired' spends a round; 'empty' is the dry click. */
export type TriggerOutcome = 'fired' | 'empty' | 'cooldown' | 'locked';
export type ReloadOutcome = 'reloaded' | 'full' | 'locked';

export interface Magazine {
  pullTrigger(): TriggerOutcome;
  reload(): ReloadOutcome;
  getSnapshot(): MagazineSnapshot;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/** The homepage gun, framework free: React reads it through useSyncExternalStore. */
export function createMagazine({
  clock = systemClock,
  capacity = magazineConstants.capacity as number,
}: { clock?: Clock; capacity?: number } = {}): Magazine {
  let rounds: number = capacity;
  let lastShotAt = Number.NEGATIVE_INFINITY;
  let lockedUntil = Number.NEGATIVE_INFINITY;
  let reloading = false;
  let unlockTimer: unknown;
  const listeners = new Set<() => void>();

  const statusNow = (): MagazineStatus => (reloading ? 'reloading' : rounds === 0 ? 'empty' : 'ready');
  let snapshot: MagazineSnapshot = { rounds, capacity, status: statusNow() };
  // A new snapshot object only when something changed, as useSyncExternalStore requires.
  const publish = () => {
    const status = statusNow();
    if (snapshot.rounds === rounds && snapshot.status === status) return;
    snapshot = { rounds, capacity, status };
    listeners.forEach((listener) => listener());
  };

  const lock = (onUnlock?: () => void) => {
    lockedUntil = clock.now() + magazineConstants.clickLockMs;
    clock.clearTimeout(unlockTimer);
    unlockTimer = clock.setTimeout(() => {
      onUnlock?.();
      publish();
    }, magazineConstants.clickLockMs);
  };

  return {
    pullTrigger() {
      const now = clock.now();
      if (reloading || now < lockedUntil) return 'locked';
      if (now - lastShotAt < magazineConstants.cooldownMs) return 'cooldown';
      if (rounds === 0) {
        lock();
        return 'empty';
      }
      rounds -= 1;
      lastShotAt = now;
      publish();
      return 'fired';
    },
    reload() {
      // A reload may follow an empty click at once; only a running reload blocks it.
      if (reloading) return 'locked';
      if (rounds === capacity) return 'full';
      reloading = true;
      publish();
      lock(() => {
        reloading = false;
        rounds = capacity;
      });
      return 'reloaded';
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clock.clearTimeout(unlockTimer);
      listeners.clear();
    },
  };
}
