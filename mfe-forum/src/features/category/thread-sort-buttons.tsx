import type { ForumThreadSort } from '@site/contracts';

const sorts: Array<{ value: ForumThreadSort; label: string }> = [
  { value: 'latest', label: 'Latest' },
  { value: 'popular', label: 'Popular' },
  { value: 'most_replies', label: 'Most Replies' },
];

/** `?sort=` as a thread order: 'latest' when absent or unknown. */
export function sortFromParams(params: URLSearchParams): ForumThreadSort {
  const sort = params.get('sort');
  return sorts.find((known) => known.value === sort)?.value ?? 'latest';
}

/** Latest / Popular / Most Replies as toggle buttons; disabled while a search replaces the list. */
export function ThreadSortButtons({
  value,
  onChange,
  disabled,
}: {
  value: ForumThreadSort;
  onChange(sort: ForumThreadSort): void;
  disabled: boolean;
}) {
  return (
    <div
      role="group"
      aria-label="Sort threads"
      className="inline-flex flex-wrap rounded-md border border-border bg-surface p-1"
    >
      {sorts.map((sort) => (
        <button
          key={sort.value}
          type="button"
          aria-pressed={value === sort.value}
          disabled={disabled}
          onClick={() => onChange(sort.value)}
          className={`rounded px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50 ${value === sort.value ? 'bg-accent-strong text-accent-contrast' : 'text-text hover:bg-surface-raised'}`}
        >
          {sort.label}
        </button>
      ))}
    </div>
  );
}
