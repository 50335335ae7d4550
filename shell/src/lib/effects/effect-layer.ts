import { systemClock, type Clock } from '../clock.js';

/** Spec section 9: bullet hole kept 3 s, screen shake 200 ms, click-effect debounce 200 ms. */
export const effectConstants = {
  bulletHoleMs: 3000,
  shakeMs: 200,
  effectDebounceMs: 200,
  flashMs: 140,
  /** Oldest holes go first beyond this, so a frantic shooter cannot grow the DOM. */
  maxHoles: 24,
} as const;

export interface EffectLayer {
  /** A hit at viewport point (x, y): muzzle flash, bullet hole, screen shake. */
  shot(x: number, y: number): void;
  /** The dry click of an empty gun: a small ring, no hole. */
  dryFire(x: number, y: number): void;
  /** Removes every bullet hole now. */
  clear(): void;
  dispose(): void;
}

export interface EffectLayerOptions {
  /** The element the layer covers (document.body for the page, the intro overlay for the intro). */
  parent: HTMLElement;
  /** What shakes on a shot. */
  shakeTarget?: () => HTMLElement | null;
  clock?: Clock;
  reducedMotion?: () => boolean;
}

export const prefersReducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const shakeFrames: Keyframe[] = [
  { transform: 'translate3d(0, 0, 0)' },
  { transform: 'translate3d(-6px, 3px, 0)' },
  { transform: 'translate3d(5px, -4px, 0)' },
  { transform: 'translate3d(-3px, -2px, 0)' },
  { transform: 'translate3d(2px, 3px, 0)' },
  { transform: 'translate3d(0, 0, 0)' },
];

/**
 * The imperative effect layer: flashes and holes are DOM nodes appended to a layer with
 * pointer-events: none, animated by CSS (transform and opacity only), removed by timers. React
 * never re-renders for an effect, and no effect ever stands between a click and a link.
 */
export function createEffectLayer({
  parent,
  shakeTarget,
  clock = systemClock,
  reducedMotion = prefersReducedMotion,
}: EffectLayerOptions): EffectLayer {
  const layer = document.createElement('div');
  layer.className = 'fx-layer';
  layer.setAttribute('aria-hidden', 'true');
  layer.dataset.testid = 'effect-layer';
  parent.appendChild(layer);

  const timers = new Set<unknown>();
  const holes: HTMLElement[] = [];
  let lastEffectAt = Number.NEGATIVE_INFINITY;

  const later = (callback: () => void, ms: number) => {
    const handle = clock.setTimeout(() => {
      timers.delete(handle);
      callback();
    }, ms);
    timers.add(handle);
  };

  const place = (className: string, x: number, y: number) => {
    const node = document.createElement('span');
    node.className = className;
    node.style.left = `${Math.round(x)}px`;
    node.style.top = `${Math.round(y)}px`;
    layer.appendChild(node);
    return node;
  };

  // Flashes and shakes are debounced; a hole always marks a shot.
  const debounced = () => {
    const now = clock.now();
    if (now - lastEffectAt < effectConstants.effectDebounceMs) return false;
    lastEffectAt = now;
    return true;
  };

  const removeHole = (hole: HTMLElement) => {
    const index = holes.indexOf(hole);
    if (index >= 0) holes.splice(index, 1);
    hole.remove();
  };

  return {
    shot(x, y) {
      const hole = place('fx-hole', x, y);
      hole.style.rotate = `${Math.floor(Math.random() * 360)}deg`;
      holes.push(hole);
      if (holes.length > effectConstants.maxHoles) removeHole(holes[0]);
      later(() => removeHole(hole), effectConstants.bulletHoleMs);

      if (!debounced()) return;
      const flash = place('fx-flash', x, y);
      later(() => flash.remove(), effectConstants.flashMs);
      const target = shakeTarget?.();
      if (target && typeof target.animate === 'function' && !reducedMotion()) {
        target.animate(shakeFrames, { duration: effectConstants.shakeMs, easing: 'linear' });
      }
    },
    dryFire(x, y) {
      if (!debounced()) return;
      const ring = place('fx-dry', x, y);
      later(() => ring.remove(), effectConstants.flashMs * 2);
    },
    clear() {
      [...holes].forEach(removeHole);
    },
    dispose() {
      timers.forEach((handle) => clock.clearTimeout(handle));
      timers.clear();
      holes.length = 0;
      layer.remove();
    },
  };
}
