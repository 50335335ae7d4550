import { describe, expect, it } from 'vitest';
import { ParseIdPipe } from './parse-id.pipe.js';
import { inputProblem, maxInputDepth } from './validation.js';

describe('inputProblem', () => {
  it('accepts ordinary input, emoji (whole surrogate pairs) included', () => {
    expect(inputProblem({ title: 'Time Crisis 🔫', tags: ['CRT', { text: 'ok' }], views: 3 })).toBeUndefined();
  });

  it('finds NUL and lone surrogates in values and in keys, at any depth', () => {
    expect(inputProblem({ a: ['x\u0000y'] })).toMatch(/NUL/);
    expect(inputProblem({ email: 'a\uD800@b.example' })).toMatch(/surrogate/);
    expect(inputProblem({ tags: ['\uDC00'] })).toMatch(/surrogate/);
    expect(inputProblem({ ['k\uDBFF']: 1 })).toMatch(/surrogate/);
  });

  it('refuses input nested deeper than the limit without overflowing the stack', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(inputProblem({ username: deep })).toMatch(/nested/);
    let allowed: unknown = 'end';
    for (let i = 0; i < maxInputDepth - 1; i += 1) allowed = { next: allowed };
    expect(inputProblem(allowed)).toBeUndefined();
  });
});

describe('ParseIdPipe', () => {
  const pipe = new ParseIdPipe();

  it('takes canonical decimal ids', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform('2147483647')).toBe(2147483647);
  });

  it.each([
    '0',
    '01',
    '00000000001',
    '1e3',
    '+1',
    ' 1',
    '1 ',
    '-1',
    '-0',
    '0x10',
    '1.0',
    '2147483648',
    '99999999999999999999',
    '',
  ])('refuses %j', (id) => {
    expect(() => pipe.transform(id)).toThrow(/whole number/);
  });
});
