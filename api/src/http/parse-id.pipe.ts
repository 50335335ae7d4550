import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { maxPgInteger as maxId } from './pg-limits.js';

/** A serial id from the path: a whole number from 1 to 2147483647, else 400. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    // The global validation pipe leaves number params as sent (see validation.ts); String() for direct callers.
    const text = String(value);
    if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > maxId) {
      throw new BadRequestException(`id must be a whole number from 1 to ${maxId}`);
    }
    return Number(text);
  }
}
