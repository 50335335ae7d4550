import type { GameSort } from '@site/contracts';
import { SelectField } from '@site/ui';
import { useSearchParams } from 'react-router-dom';

const sorts: Array<{ value: GameSort; label: string }> = [
  { value: 'tier', label: 'Best tier first' },
  { value: 'title', label: 'Title' },
];

/** A list's order from the address (`?sort=title`); best tier first when absent or unknown. */
export const gameSortOf = (params: URLSearchParams): GameSort => (params.get('sort') === 'title' ? 'title' : 'tier');

/** The catalogue's and platform pages' order, kept in the address (the default leaves it out). */
export function GameSortControl({ className = '' }: { className?: string }) {
  const [params, setParams] = useSearchParams();
  const choose = (sort: GameSort) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (sort === 'tier') next.delete('sort');
        else next.set('sort', sort);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return (
    <SelectField
      label="Sort by"
      value={gameSortOf(params)}
      onChange={(event) => choose(event.target.value as GameSort)}
      className={className}
    >
      {sorts.map((sort) => (
        <option key={sort.value} value={sort.value}>
          {sort.label}
        </option>
      ))}
    </SelectField>
  );
}
