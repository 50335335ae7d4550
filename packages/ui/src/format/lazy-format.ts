/**
 * A formatter made on first use: building an Intl formatter loads locale data, tens of
 * milliseconds on a slow phone, which a page that never shows a date should not pay at start.
 */
export function lazyFormat<T>(create: () => T): () => T {
  let formatter: T | undefined;
  return () => (formatter ??= create());
}
