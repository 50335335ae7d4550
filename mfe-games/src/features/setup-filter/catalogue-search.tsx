import { pageFromParams, paramsWithPage, SearchField, useSearchInParams } from '@site/ui';
import { useSearchParams } from 'react-router-dom';
import { hasSetup, setupFilterOf } from '../../api/my-setup.js';
import { useMySetup } from '../../hooks/use-my-setup.js';
import { GameSearchResults } from './game-search-results.js';
import { SetupFilterForm } from './setup-filter-form.js';

/**
 * /games: a title search and the setup filter; either one set shows the matching games across platforms (text and page
 * in the address).
 */
export function CatalogueSearch() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const { searched, text, setText } = useSearchInParams(params, setParams);
  const { setup } = useMySetup();

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
        <SetupFilterForm onChange={() => setParams(paramsWithPage(params, 1), { replace: true })} />
      </div>
      {(searched || hasSetup(setup)) && (
        <GameSearchResults
          q={searched}
          filter={setupFilterOf(setup)}
          page={page}
          onPageChange={(next) => setParams(paramsWithPage(params, next))}
        />
      )}
    </div>
  );
}
