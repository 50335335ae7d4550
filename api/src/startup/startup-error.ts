/** A start-up failure whose message already says the cause and the fix: logged as it is, without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}
