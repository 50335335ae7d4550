import { defaultRenderTimeLimitMs } from '../config/app-config.js';

/**
 * How long `source` may take to render before it is refused: `limitMs` for a short text, growing with
 * its length to twice that at 100,000 characters, so a long article on a loaded machine still passes.
 */
export function renderTimeLimitMs(source: string, limitMs = defaultRenderTimeLimitMs): number {
  return Math.ceil(limitMs * (1 + source.length / 100_000));
}
