const siteBase = 'https://site.invalid';
// Control characters, raw or percent-encoded: browsers drop tabs and newlines from addresses, so
// '/\t/evil.example' becomes '//evil.example'; the router would also strand the user on them.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacter = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i;

/**
 * Only same-site paths are followed after login, never another origin: the address must start with
 * one '/', hold no control character, and resolve (as a browser resolves it) to this site.
 */
export function safeReturnTo(value: string | null, fallback = '/'): string {
  if (!value || !value.startsWith('/') || controlCharacter.test(value)) return fallback;
  // '//evil.example', '/\evil.example' (read as '//') and their encoded forms leave the site.
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  for (const candidate of [value, decoded]) {
    if (candidate.startsWith('//') || candidate.startsWith('/\\') || new URL(candidate, siteBase).origin !== siteBase)
      return fallback;
  }
  return value;
}
