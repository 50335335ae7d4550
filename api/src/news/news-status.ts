import type { NewsStatus } from '@site/contracts';

/**
 * The status an admin asked for: `published` (true or false) or `status`; when both are sent and
 * either says published, published wins. Undefined when neither was sent.
 */
export function requestedStatus(input: { published?: boolean; status?: NewsStatus }): NewsStatus | undefined {
  if (input.published === undefined && input.status === undefined) return undefined;
  return input.published === true || input.status === 'published' ? 'published' : 'pending';
}
