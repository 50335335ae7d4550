import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { maxPgInteger as maxId } from './pg-limits.js';

/**
 * A serial id in canonical decimal form (no sign, spaces, leading zeros, exponent or hex) from 1 to 2147483647, else
 * undefined.
 */
export function idFromText(text: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= maxId ? Number(text) : undefined;
}

/** A serial id from the path (see idFromText), else 400: a mistyped `01` or `1e3` never reaches another row. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    // The global validation pipe leaves number params as sent (see validation.ts); String() for direct callers.
    const id = idFromText(String(value));
    if (id === undefined) throw new BadRequestException(`id must be a whole number from 1 to ${maxId}`);
    return id;
  }
}
