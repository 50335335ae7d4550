import {
  BadRequestException,
  UnprocessableEntityException,
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
} from '@nestjs/common';
import type { ValidationIssue } from '@site/contracts';

function issues(errors: ValidationError[], parents: string[] = []): ValidationIssue[] {
  return errors.flatMap((error) => {
    const loc = ['body', ...parents, error.property];
    const own = Object.values(error.constraints ?? {}).map((msg) => ({ loc, msg }));
    return [...own, ...issues(error.children ?? [], [...parents, error.property])];
  });
}

// Deeper than any input of ours: a body nested thousands of levels would overflow the validator's recursion.
export const maxInputDepth = 32;
// Half of a UTF-16 surrogate pair: no character, and not encodable as UTF-8 for the database.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | undefined {
  // PostgreSQL cannot store U+0000 in text: such input would fail in the database (a 500).
  if (text.includes('\u0000')) return 'Text must not contain the NUL character (U+0000)';
  if (loneSurrogate.test(text)) return 'Text must be valid Unicode (it contains half of a surrogate pair)';
  return undefined;
}

/**
 * What no route can take in `value` (keys included), walked without recursion: the first problem found, else undefined.
 */
export function inputProblem(value: unknown): string | undefined {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (item && typeof item === 'object') {
      if (depth >= maxInputDepth) return `Input must not be nested more than ${maxInputDepth} levels deep`;
      for (const [key, entry] of Object.entries(item)) {
        const problem = textProblem(key);
        if (problem) return problem;
        pending.push([entry, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * A query DTO's first problem as one 400 message (`page must be ...`): fields in declaration order, a base class's
 * first.
 */
function firstQueryProblem(errors: ValidationError[]): BadRequestException {
  const declared = errors[0]?.target ? Object.keys(errors[0].target) : [];
  const [first] = [...errors].sort((a, b) => declared.indexOf(a.property) - declared.indexOf(b.property));
  return new BadRequestException(Object.values(first?.constraints ?? {})[0] ?? 'Invalid query');
}

/**
 * Query DTOs (see query-fields.ts): keys they do not declare are dropped, not refused (a cache-busting `?_=` stays
 * harmless).
 */
const queryPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: false,
  transform: true,
  // A blank value (`?page=`) transforms to undefined and leaves the DTO's default in place.
  transformOptions: { exposeUnsetFields: false },
  validationError: { target: true },
  exceptionFactory: firstQueryProblem,
});

/** Query DTOs already checked, by DTO class and query: a busy page asks the same few queries again and again. */
const checkedQueries = new Map<unknown, Map<string, unknown>>();
const checkedQueriesPerDto = 500;

/**
 * A query DTO checked once per distinct query string (validating it again was a good part of the
 * per-request garbage, bench/README.md). Failures are not kept: they throw every time. The DTO is
 * shared between requests, so it is frozen.
 */
async function checkedQuery(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
  let checked = checkedQueries.get(metadata.metatype);
  if (!checked) checkedQueries.set(metadata.metatype, (checked = new Map()));
  const key = JSON.stringify(value);
  const known = checked.get(key);
  if (known) return known;
  const dto: unknown = Object.freeze(await queryPipe.transform(value, metadata));
  // Bounded: a crawler walking every page number cannot grow it without end.
  if (checked.size >= checkedQueriesPerDto) checked.clear();
  checked.set(key, dto);
  return dto;
}

/**
 * Rejects, for every route, what no DTO can: NUL characters, lone surrogates and deep nesting; query DTOs check their
 * own fields.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'query') return checkedQuery(value, metadata);
    const problem = metadata.type === 'custom' ? undefined : inputProblem(value);
    if (problem) throw new BadRequestException(problem);
    // Ids are read from their text by ParseIdPipe: converted first, '1e3' or '0x10' would pass as 1000 or 16.
    if (metadata.type === 'param' && metadata.metatype === Number) return value;
    return super.transform(value, metadata);
  }
}

/**
 * Whitelisted, transformed input; a body's failures are 422 with a list of `{ loc, msg }`, a query's a 400 with one
 * message.
 */
export function createValidationPipe() {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new UnprocessableEntityException({ detail: issues(errors) }),
  });
}
