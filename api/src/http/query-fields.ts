import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { idFromText } from './parse-id.pipe.js';
import { maxPgInteger } from './pg-limits.js';
import { IsStorableDate } from './storable-date.js';
import { inputProblem } from './validation.js';

// The building blocks of query DTOs. Each field checks its own text, so a key no DTO declares is
// never looked at (the pipe drops it).

/**
 * A query value as one text; blank is undefined, so the DTO's default stays. Twice (?q=a&q=b) or unstorable text is a
 * 400.
 */
function queryText({ value, key }: TransformFnParams): string | undefined {
  if (Array.isArray(value)) throw new BadRequestException(`${key} must be given once`);
  const problem = inputProblem(value);
  if (problem) throw new BadRequestException(problem);
  return value === '' ? undefined : (value as string);
}

/** Any text: `q` of the searches. */
export function TextQuery(description: string) {
  return applyDecorators(ApiPropertyOptional({ type: 'string', description }), Transform(queryText), IsString());
}

const wholeNumberMessage = `$property must be a whole number from 1 to ${maxPgInteger}`;

/**
 * Digits only, from 1 to 2147483647 (past it an offset overflows in PostgreSQL); '1e3', '0x10' or ' 1' are no number
 * (NaN, refused).
 */
export function WholeNumberQuery(options: ApiPropertyOptions & { default: number }) {
  const toNumber = (params: TransformFnParams) => {
    const text = queryText(params);
    if (text === undefined) return undefined;
    return /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  };
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: maxPgInteger, ...options }),
    Transform(toNumber),
    IsInt({ message: wholeNumberMessage }),
    Min(1, { message: wholeNumberMessage }),
    Max(maxPgInteger, { message: wholeNumberMessage }),
  );
}

/** A row's id in canonical form (see idFromText); optional. */
export function IdQuery(description: string, message: string) {
  const toId = (params: TransformFnParams) => {
    const text = queryText(params);
    return text === undefined ? undefined : (idFromText(text) ?? NaN);
  };
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: maxPgInteger, description }),
    Transform(toId),
    IsOptional(),
    IsInt({ message }),
  );
}

/** An instant as an ISO 8601 date-time text (kept as text); optional. */
export function DateTimeQuery(description: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: 'string', format: 'date-time', description }),
    Transform(queryText),
    IsOptional(),
    IsStorableDate({ message: '$property must be a date and time (ISO 8601)' }),
  );
}

/** One of `values`; `alsoAll` adds 'all', read as no choice (undefined), listed first in the message and the docs. */
export function ChoiceQuery(values: readonly string[], options: { default: string; alsoAll?: boolean }) {
  const accepted = options.alsoAll ? ['all', ...values] : values;
  const toChoice = (params: TransformFnParams) => {
    const text = queryText(params);
    return options.alsoAll && text === 'all' ? undefined : text;
  };
  return applyDecorators(
    ApiPropertyOptional({ enum: accepted, default: options.default }),
    Transform(toChoice),
    IsOptional(),
    IsIn(values, { message: `$property must be one of ${accepted.join(', ')}` }),
  );
}
