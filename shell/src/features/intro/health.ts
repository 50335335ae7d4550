import { systemClock, type Clock } from '../../lib/clock.js';

/** Spec sections 4 and 9: health 100, 10 per shot, 20 shards, home 300 ms + 500 ms after the shatter. */
export const introConstants = {
  maxHealth: 100,
  damagePerShot: 10,
  shardCount: 20,
  /** The cracked screen holds still this long... */
  shatterDelayMs: 300,
  /** ...then its shards fly apart for this long, and the home page shows. */
  shatterDurationMs: 500,
} as const;

/** click-to-start -> playing (health 100 to 0) -> shattered -> home; Skip goes straight home. */
export type IntroPhase = 'click-to-start' | 'playing' | 'shattered' | 'home';

export interface IntroSnapshot {
  phase: IntroPhase;
  health: number;
}

export type FireOutcome = 'started' | 'hit' | 'shattered' | 'ignored';

export interface IntroMachine {
  /** The one input: the first shot starts the game, the next ones take health. */
  fire(): FireOutcome;
  skip(): void;
  getSnapshot(): IntroSnapshot;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createIntroMachine({ clock = systemClock }: { clock?: Clock } = {}): IntroMachine {
  let snapshot: IntroSnapshot = { phase: 'click-to-start', health: introConstants.maxHealth };
  let homeTimer: unknown;
  const listeners = new Set<() => void>();
  const set = (next: IntroSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  return {
    fire() {
      if (snapshot.phase === 'click-to-start') {
        set({ phase: 'playing', health: introConstants.maxHealth });
        return 'started';
      }
      if (snapshot.phase !== 'playing') return 'ignored';
      const health = Math.max(0, snapshot.health - introConstants.damagePerShot);
      if (health > 0) {
        set({ phase: 'playing', health });
        return 'hit';
      }
      set({ phase: 'shattered', health: 0 });
      homeTimer = clock.setTimeout(
        () => set({ phase: 'home', health: 0 }),
        introConstants.shatterDelayMs + introConstants.shatterDurationMs,
      );
      return 'shattered';
    },
    skip() {
      if (snapshot.phase === 'home') return;
      clock.clearTimeout(homeTimer);
      set({ phase: 'home', health: snapshot.health });
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      clock.clearTimeout(homeTimer);
      listeners.clear();
    },
  };
}
