/**
 * Only same-site paths are followed after login, never another origin ('//evil.example', or
 * '/\evil.example', which browsers read as '//').
 */
export function safeReturnTo(value: string | null, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
