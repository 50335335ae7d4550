import { pageFromParams, paramsWithPage, SearchField, useSearchInParams } from '@site/ui';
import { useSearchParams } from 'react-router-dom';
import { hasFilter } from '../../api/my-setup.js';
import { gameSortOf } from '../../components/game-sort.js';
import { useListSetup } from '../../hooks/use-setup-in-address.js';
import { GameSearchResults } from './game-search-results.js';
import { SetupFilterForm } from './setup-filter-form.js';

/**
 * /games: a title search and the setup filter; either one set shows the games across platforms, ranked by the setup
 * (text, setup, order and page in the address).
 */
export function CatalogueSearch() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const { searched, text, setText } = useSearchInParams(params, setParams);
  const { filter, ready } = useListSetup();

  return (
    <div className="mt-8">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_1fr] lg:items-start">
        <SearchField
          label="Search games"
          showLabel
          value={text}
          onValueChange={setText}
          placeholder="Any platform, by title"
        />
        <SetupFilterForm />
      </div>
      {ready && (searched || hasFilter(filter)) && (
        <GameSearchResults
          q={searched}
          filter={filter}
          sort={gameSortOf(params)}
          page={page}
          onPageChange={(next) => setParams(paramsWithPage(params, next))}
        />
      )}
    </div>
  );
}
