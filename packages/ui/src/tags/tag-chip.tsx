import type { Tag } from '@site/contracts';

// The ten palette colours the API assigns (spec section 3), listed here so Tailwind emits them.
const paletteClasses = new Set([
  'bg-purple-700',
  'bg-blue-700',
  'bg-green-700',
  'bg-red-700',
  'bg-yellow-400',
  'bg-pink-700',
  'bg-orange-700',
  'bg-teal-700',
  'bg-indigo-700',
  'bg-gray-700',
  'text-white',
  'text-black',
]);

export function TagChip({ tag, onRemove }: { tag: Tag; onRemove?: () => void }) {
  const color = paletteClasses.has(tag.color) ? tag.color : 'bg-gray-700';
  const text = paletteClasses.has(tag.textColor) ? tag.textColor : 'text-white';
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${color} ${text}`}
    >
      {tag.text}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove tag ${tag.text}`}
          className="rounded-full px-1 hover:bg-black/20"
        >
          ×
        </button>
      )}
    </span>
  );
}
