import { createHmac } from 'node:crypto';

/** A keyed SHA-256 of the client's address and browser: the same client always maps to the same hash, and the address cannot be read back. */
export function visitorHash(salt: string, address: string, userAgent: string | undefined): string {
  return createHmac('sha256', salt)
    .update(`${address}\n${userAgent ?? ''}`)
    .digest('hex');
}
