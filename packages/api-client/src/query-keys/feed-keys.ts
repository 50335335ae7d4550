/**
 * The home page's 'Latest Content' (the shell's query): published videos and news and the newest
 * forum threads, merged by the API (api/src/feed). A write that adds, changes or removes one of
 * those marks it stale through the owning area's `staleAfter...` list.
 */
export const feedKeys = {
  all: ['feed'],
  page: (page: number) => ['feed', page],
} as const;
