import type { KeyboardEvent } from 'react';

const focusable = (container: HTMLElement | null) =>
  Array.from(container?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? []);

export const focusFirstIn = (container: HTMLElement | null) => focusable(container)[0]?.focus();

/** Up and Down (Home and End) move the focus through a list's links and buttons; Tab moves as ever. */
export function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>) {
  const items = focusable(event.currentTarget);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (next === undefined || items.length === 0) return;
  event.preventDefault();
  items[(next + items.length) % items.length].focus();
}
