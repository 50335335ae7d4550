import { scriptJson } from './render-head.js';

/** JSON the shell reads from the page instead of fetching it (shell/src/boot/inlined-json.ts). */
export interface InlinedJson {
  id: string;
  value: unknown;
}

// Tags of the template that the page's own head replaces: one description, one canonical, one og:title.
const replacedMeta = /^(description|robots|og:.*|twitter:.*)$/i;

function isReplaced(tag: string): boolean {
  const name = /\s(?:name|property)\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
  if (tag.toLowerCase().startsWith('<link')) return /\srel\s*=\s*["']?canonical\b/i.test(tag);
  return name !== undefined && replacedMeta.test(name);
}

/**
 * The shell's index.html with the page's head tags in place of its `<title>` (and of any generic
 * description, canonical or Open Graph tag it has), and the inlined JSON before `</head>`.
 */
export function injectHead(template: string, headTags: string, inlined: InlinedJson[] = []): string {
  const headEnd = template.search(/<\/head>/i);
  let head = headEnd === -1 ? '' : template.slice(0, headEnd);
  const rest = headEnd === -1 ? template : template.slice(headEnd);
  head = head.replace(/<(?:meta|link)\b[^>]*>/gi, (tag) => (isReplaced(tag) ? '' : tag));
  const scripts = inlined
    .map(({ id, value }) => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`)
    .join('');
  // Replacer functions throughout: a `$` in a title must not be read as a replacement pattern.
  let placed = false;
  head = head.replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, () => {
    placed = true;
    return headTags;
  });
  if (!placed) head = headEnd === -1 ? headTags + head : head + headTags;
  return headEnd === -1 ? `${scripts}${head}${rest}` : `${head}${scripts}${rest}`;
}
