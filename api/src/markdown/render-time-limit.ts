/** RENDER_TIME_LIMIT_MS's default: markdown-it renders 50,000 characters of the worst shapes found in 0.16 s here, plain text in milliseconds. */
export const defaultRenderTimeLimitMs = 1_000;

/**
 * How long `source` may take to render before it is refused: `limitMs` for a short text, growing with
 * its length to twice that at 100,000 characters, so a long article on a loaded machine still passes.
 */
export function renderTimeLimitMs(source: string, limitMs = defaultRenderTimeLimitMs): number {
  return Math.ceil(limitMs * (1 + source.length / 100_000));
}
