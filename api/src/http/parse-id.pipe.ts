import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { maxPgInteger as maxId } from './pg-limits.js';

/**
 * A serial id from the path in canonical decimal form (no sign, spaces, leading zeros, exponent or
 * hex): from 1 to 2147483647, else 400. A mistyped `01` or `1e3` never reaches another row.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    // The global validation pipe leaves number params as sent (see validation.ts); String() for direct callers.
    const text = String(value);
    if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > maxId) {
      throw new BadRequestException(`id must be a whole number from 1 to ${maxId}`);
    }
    return Number(text);
  }
}
