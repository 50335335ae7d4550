/** `?page=` as a page number: 1 when absent or not a whole number from 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The same parameters on `page`; page 1 drops the key, so the first page has one address. */
export function paramsWithPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
