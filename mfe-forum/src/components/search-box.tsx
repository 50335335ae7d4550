import { Button } from '@site/ui';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  query: string;
  onQueryChange(query: string): void;
}

/** A labelled search field with 'Clear search'; results follow the typing (see useForumSearch). */
export function SearchBox({ label, placeholder, query, onQueryChange }: SearchBoxProps) {
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="flex min-w-0 flex-1 basis-64 flex-wrap items-center gap-2">
      <label className="min-w-0 flex-1 basis-48">
        <span className="sr-only">{label}</span>
        <input
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={placeholder}
          className="w-full rounded-md border border-border bg-bg px-3 py-2 text-text placeholder:text-muted focus-visible:border-accent"
        />
      </label>
      {query !== '' && (
        <Button variant="secondary" onClick={() => onQueryChange('')}>
          Clear search
        </Button>
      )}
    </form>
  );
}
