import { UnprocessableEntityException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ValidationIssue } from '@site/contracts';

function issues(errors: ValidationError[], parents: string[] = []): ValidationIssue[] {
  return errors.flatMap((error) => {
    const loc = ['body', ...parents, error.property];
    const own = Object.values(error.constraints ?? {}).map((msg) => ({ loc, msg }));
    return [...own, ...issues(error.children ?? [], [...parents, error.property])];
  });
}

/** Whitelisted, transformed input; failures are 422 with a list of `{ loc, msg }`. */
export function createValidationPipe() {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new UnprocessableEntityException({ detail: issues(errors) }),
  });
}
