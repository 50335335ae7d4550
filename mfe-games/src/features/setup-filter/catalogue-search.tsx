import { pageFromParams, paramsWithPage, SearchField, useSettledValue } from '@site/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hasSetup, setupFilterOf } from '../../api/my-setup.js';
import { useMySetup } from '../../hooks/use-my-setup.js';
import { GameSearchResults } from './game-search-results.js';
import { SetupFilterForm } from './setup-filter-form.js';

/** /games: a title search and the setup filter; either one set shows the matching games across platforms (text and page in the address). */
export function CatalogueSearch() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const searched = params.get('q') ?? '';
  const [text, setText] = useState(searched);
  const { setup } = useMySetup();
  // The text goes into the address once typing pauses, and the results start again at page 1.
  const settled = useSettledValue(text.trim());
  useEffect(() => {
    if (settled === searched) return;
    const next = paramsWithPage(params, 1);
    if (settled) next.set('q', settled);
    else next.delete('q');
    setParams(next, { replace: true });
  }, [settled, searched, params, setParams]);

  return (
    <div className="mt-8">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_1fr] lg:items-start">
        <SearchField label="Search games" showLabel value={text} onValueChange={setText} placeholder="Any platform, by title" />
        <SetupFilterForm onChange={() => setParams(paramsWithPage(params, 1), { replace: true })} />
      </div>
      {(searched || hasSetup(setup)) && (
        <GameSearchResults q={searched} filter={setupFilterOf(setup)} page={page} onPageChange={(next) => setParams(paramsWithPage(params, next))} />
      )}
    </div>
  );
}
