import type { KeyboardEvent } from 'react';
import { categoryIcons } from './category-icons.js';

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * The emoji grid as one radio group: a single Tab stop, arrow keys (and Home/End) move the
 * choice, as native radio buttons do.
 */
export function IconPalette({
  value,
  onChange,
  labelledBy,
}: {
  value: string;
  onChange(icon: string): void;
  labelledBy: string;
}) {
  // An icon set outside the palette (through the API) stays choosable.
  const icons = categoryIcons.some((icon) => icon.emoji === value)
    ? categoryIcons
    : [{ emoji: value, name: 'Current icon' }, ...categoryIcons];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, icons.length);
    onChange(icons[next].emoji);
    (event.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className="grid max-h-48 grid-cols-[repeat(auto-fill,minmax(2.5rem,1fr))] gap-1 overflow-y-auto rounded-md border border-border bg-bg p-2"
    >
      {icons.map((icon, index) => {
        const checked = icon.emoji === value;
        return (
          <button
            key={icon.emoji}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={icon.name}
            title={icon.name}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(icon.emoji)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex aspect-square items-center justify-center rounded-md text-xl focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent ${checked ? 'bg-accent-strong/30 ring-2 ring-accent' : 'hover:bg-surface-raised'}`}
          >
            <span aria-hidden="true">{icon.emoji}</span>
          </button>
        );
      })}
    </div>
  );
}
