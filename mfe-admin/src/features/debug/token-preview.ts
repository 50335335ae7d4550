const previewLength = 12;

/**
 * The first 12 characters and an ellipsis, never the whole token: a token shorter than 24
 * characters shows only its first half.
 */
export function tokenPreview(token: string | null): string {
  if (!token) return 'None';
  return `${token.slice(0, Math.min(previewLength, Math.floor(token.length / 2)))}…`;
}
