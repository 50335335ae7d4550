/** What a click must reach untouched: never a shot, never a reload. */
const interactive =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="link"], [contenteditable], [tabindex]:not([tabindex="-1"]), [data-no-shoot]';

/** A click on the page counts as a shot only where it would otherwise do nothing. */
export function isShootable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest(interactive) === null;
}
