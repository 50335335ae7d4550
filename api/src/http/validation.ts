import { BadRequestException, UnprocessableEntityException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { ValidationIssue } from '@site/contracts';

function issues(errors: ValidationError[], parents: string[] = []): ValidationIssue[] {
  return errors.flatMap((error) => {
    const loc = ['body', ...parents, error.property];
    const own = Object.values(error.constraints ?? {}).map((msg) => ({ loc, msg }));
    return [...own, ...issues(error.children ?? [], [...parents, error.property])];
  });
}

/** PostgreSQL cannot store U+0000 in text: such input would fail in the database (a 500). */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || containsNul(entry));
  return false;
}

/** Rejects, for every route, what no DTO can: NUL characters and a query parameter given twice (?q=a&q=b) where one value is read. */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'query' && metadata.data && metadata.metatype !== Array && Array.isArray(value)) {
      throw new BadRequestException(`${metadata.data} must be given once`);
    }
    if (metadata.type !== 'custom' && containsNul(value)) throw new BadRequestException('Text must not contain the NUL character (U+0000)');
    // Ids are read from their text by ParseIdPipe: converted first, '1e3' or '0x10' would pass as 1000 or 16.
    if (metadata.type === 'param' && metadata.metatype === Number) return value;
    return super.transform(value, metadata);
  }
}

/** Whitelisted, transformed input; failures are 422 with a list of `{ loc, msg }`. */
export function createValidationPipe() {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new UnprocessableEntityException({ detail: issues(errors) }),
  });
}
