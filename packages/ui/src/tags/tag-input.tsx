import { useId, useState, type KeyboardEvent } from 'react';

/** Adds a tag on Enter (or the Add button): trimmed, never empty, no duplicates (any case). */
export function addTag(tags: string[], candidate: string): string[] {
  const text = candidate.trim();
  if (!text || tags.some((tag) => tag.toLowerCase() === text.toLowerCase())) return tags;
  return [...tags, text];
}

export function TagInput({
  tags,
  onChange,
  label = 'Tags',
}: {
  tags: string[];
  onChange(tags: string[]): void;
  label?: string;
}) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const commit = () => {
    onChange(addTag(tags, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type a tag and press Enter"
          className="flex-1 rounded-md border border-border bg-bg px-3 py-2"
        />
        <button
          type="button"
          onClick={commit}
          className="rounded-md border border-border px-3 py-2 text-sm hover:border-accent"
        >
          Add
        </button>
      </div>
      {tags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${label} added`}>
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-surface-raised px-2.5 py-0.5 text-xs"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                className="px-1"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
