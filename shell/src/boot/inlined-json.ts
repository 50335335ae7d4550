/**
 * JSON the page's server wrote into the HTML (`<script type="application/json" id="...">`), so the
 * shell starts without a round trip for it. Undefined when absent or unreadable (a plain static
 * host, a dev server): the caller then fetches the file itself.
 */
export function readInlinedJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    console.warn(`Ignoring unreadable inlined #${id}`);
    return undefined;
  }
}
