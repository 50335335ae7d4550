// Characters XML 1.0 forbids even when escaped: one in a title would break the whole document.
// eslint-disable-next-line no-control-regex
const forbiddenXmlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or attribute (RSS, SVG). */
export function xmlEscape(text: string): string {
  return text.replace(forbiddenXmlChars, '').replace(/[&<>"']/g, (char) => entities[char]);
}
