import { Button, SearchField } from '@site/ui';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  query: string;
  onQueryChange(query: string): void;
}

/** A labelled search field with 'Clear search'; results follow the typing (see useForumSearch). */
export function SearchBox({ label, placeholder, query, onQueryChange }: SearchBoxProps) {
  return (
    <form
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className="flex min-w-0 flex-1 basis-64 flex-wrap items-center gap-2"
    >
      <SearchField
        label={label}
        value={query}
        onValueChange={onQueryChange}
        placeholder={placeholder}
        className="min-w-0 flex-1 basis-48"
      />
      {query !== '' && (
        <Button variant="secondary" onClick={() => onQueryChange('')}>
          Clear search
        </Button>
      )}
    </form>
  );
}
