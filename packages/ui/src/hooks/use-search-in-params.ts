import { useEffect, useState } from 'react';
import { paramsWithPage } from '../pagination/page-param.js';
import { useSettledValue } from './use-settled-value.js';

type SetParams = (next: URLSearchParams, options: { replace: boolean }) => void;

/**
 * A search box whose text lives in the address as `?q=`: written once typing pauses (replacing the
 * entry, not adding one per pause), starting again at page 1. `params` and `setParams` are the
 * router's (react-router's useSearchParams). `searched` is what the address asks for now.
 */
export function useSearchInParams(params: URLSearchParams, setParams: SetParams) {
  const searched = params.get('q') ?? '';
  const [text, setText] = useState(searched);
  const settled = useSettledValue(text.trim());
  useEffect(() => {
    if (settled === searched) return;
    const next = paramsWithPage(params, 1);
    if (settled) next.set('q', settled);
    else next.delete('q');
    setParams(next, { replace: true });
  }, [settled, searched, params, setParams]);
  return { searched, text, setText };
}
