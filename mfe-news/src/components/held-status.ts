import type { NewsStatus } from '@site/contracts';

const holds = {
  pending: { border: 'border-amber-500/70', stamp: 'border-amber-400 text-amber-300' },
  denied: { border: 'border-red-500/70', stamp: 'border-red-500 text-red-300' },
};

/** Pending and denied articles reach admins only: held, they are set apart from the published ones (null). */
export const holdOf = (status: NewsStatus) => (status === 'published' ? null : holds[status]);
