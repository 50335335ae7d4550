/** `promise`'s outcome, or `fallback` once `ms` have passed (the timer never outlives the race). */
export async function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<T>((resolve) => (timer = setTimeout(resolve, ms, fallback)))]);
  } finally {
    clearTimeout(timer);
  }
}
