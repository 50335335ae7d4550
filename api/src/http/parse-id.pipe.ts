import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

// PostgreSQL's integer: a larger id would fail in the database (a 500) instead of a clear 400.
const maxId = 2_147_483_647;

/** A serial id from the path: a whole number from 1 to 2147483647, else 400. */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    // The global validation pipe may already have turned the text into a number.
    const text = String(value);
    if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > maxId) {
      throw new BadRequestException(`id must be a whole number from 1 to ${maxId}`);
    }
    return Number(text);
  }
}
