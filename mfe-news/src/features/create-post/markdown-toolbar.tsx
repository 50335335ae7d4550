import type { RefObject } from 'react';

const actions = [
  { label: 'Bold', text: 'B', wrap: ['**', '**'] },
  { label: 'Italic', text: 'I', wrap: ['_', '_'] },
  { label: 'Link', text: '🔗', wrap: ['[', '](https://)'] },
  { label: 'Bulleted list', text: '•', wrap: ['\n- ', ''] },
  { label: 'Quote', text: '❝', wrap: ['\n> ', ''] },
] as const;

/** Formatting buttons that wrap the selection of the body in Markdown. */
export function MarkdownToolbar({
  target,
  value,
  onChange,
}: {
  target: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange(next: string): void;
}) {
  const apply = ([before, after]: readonly [string, string]) => {
    const area = target.current;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + before + value.slice(start, end) + after + value.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + before.length, end + before.length);
    });
  };
  return (
    <div role="toolbar" aria-label="Formatting" className="flex gap-1">
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          aria-label={action.label}
          title={action.label}
          onClick={() => apply(action.wrap)}
          className="min-w-9 rounded border border-border px-2 py-1 text-sm font-bold hover:border-accent"
        >
          {action.text}
        </button>
      ))}
    </div>
  );
}
