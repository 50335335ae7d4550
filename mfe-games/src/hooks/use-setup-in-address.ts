import { setupOptionsQuery } from '@site/api-client';
import type { SetupFilter } from '@site/contracts';
import { paramsWithPage } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  filterFromParams,
  filterOfSetup,
  hasFilter,
  hasSetup,
  noSetup,
  optionsOfFilter,
  paramsWithFilter,
  setupFilterParts,
  setupOfFilter,
} from '../api/my-setup.js';
import { useMySetup } from './use-my-setup.js';

/** The history entry's state once a setup was chosen or cleared on it. */
interface ChoiceState {
  setupChosen: true;
}
const choseOn = (state: unknown) => (state as Partial<ChoiceState> | null)?.setupChosen === true;

const sameFilter = (a: SetupFilter, b: SetupFilter) => setupFilterParts.every(({ key }) => a[key] === b[key]);

/**
 * The setup a page of the area shows: the address's (`?gun=sinden&display=flat-tv&play=mame`), else the remembered
 * choice; its options, a change (written to the address and remembered) and the one-click clear.
 */
export function useSetupChoice() {
  const [params, setParams] = useSearchParams();
  const { setup: remembered, change, settled } = useMySetup();
  const options = useQuery(setupOptionsQuery);
  const inAddress = filterFromParams(params);
  const shown = hasFilter(inAddress) ? inAddress : options.data ? filterOfSetup(remembered, options.data) : {};

  const choose = (filter: SetupFilter) => {
    // Another setup ranks the list anew: from its first page. The entry says a setup was set aside, so the list does
    // not put the remembered one back while it still shows (the cache tells of the change a moment later).
    const state: ChoiceState = { setupChosen: true };
    setParams((current) => paramsWithPage(paramsWithFilter(current, filter), 1), { replace: true, state });
    change(options.data ? setupOfFilter(filter, options.data) : noSetup);
  };
  const clear = () => choose({});
  return {
    inAddress,
    remembered,
    rememberedSettled: settled,
    options,
    shown,
    chosen: options.data ? optionsOfFilter(shown, options.data) : null,
    choose,
    clear,
    setParams,
  };
}

/**
 * The setup a list ranks by, and whether it is known yet. When the page opens with no setup in its address, the
 * remembered choice is written into it (replacing the entry); slugs that name no option are dropped. So the address
 * always says what the list shows. Call it once per page, from the list.
 */
export function useListSetup(): { filter: SetupFilter; ready: boolean } {
  const { inAddress, remembered, rememberedSettled, options, setParams } = useSetupChoice();
  const { state } = useLocation();
  const fromAddress = hasFilter(inAddress);
  const mayRemember = !fromAddress && !choseOn(state);
  const fromMemory = mayRemember && hasSetup(remembered);
  const waiting = (mayRemember && !rememberedSettled) || ((fromAddress || fromMemory) && options.isPending);
  // Without the options (they failed), the address goes to the API as it is: it names an unknown slug in a 400.
  const filter =
    waiting || !options.data
      ? inAddress
      : filterOfSetup(fromMemory ? remembered : setupOfFilter(inAddress, options.data), options.data);

  useEffect(() => {
    if (!waiting && !sameFilter(filter, inAddress))
      setParams((current) => paramsWithFilter(current, filter), { replace: true });
  }, [waiting, filter, inAddress, setParams]);

  return { filter, ready: !waiting };
}
