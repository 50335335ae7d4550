import { describe, expect, it } from 'vitest';
import {
  isHttpUrl,
  isImageUrl,
  isReleaseYear,
  toGenreList,
  toReleaseYear,
  toScreenshotList,
  toUrlList,
} from './game-fields.js';

describe('toGenreList', () => {
  it.each([
    ['Rail shooter', ['Rail shooter']],
    ['  Rail shooter  ', ['Rail shooter']],
    // Spec: a single string is wrapped, not split.
    ['Rail shooter, Horror', ['Rail shooter, Horror']],
    ['', []],
    [null, []],
    [
      ['Rail shooter', ' Horror ', '', '  '],
      ['Rail shooter', 'Horror'],
    ],
    [['Horror', 'horror', 'HORROR'], ['Horror']],
    [[], []],
  ])('%j -> %j', (input, genres) => expect(toGenreList(input)).toEqual(genres));

  it('leaves what it cannot read for the validator', () => {
    expect(toGenreList(5)).toBe(5);
    expect(toGenreList(['Shooter', 5])).toEqual(['Shooter', 5]);
    expect(toGenreList(undefined)).toBeUndefined();
  });
});

describe('toReleaseYear', () => {
  it.each([
    [1998, 1998],
    ['1998', 1998],
    [' 1998 ', 1998],
    ['', null],
    ['   ', null],
    [null, null],
    ['soon', 'soon'],
    ['1998.5', '1998.5'],
    ['-1998', '-1998'],
    [1.5, 1.5],
    [undefined, undefined],
  ])('%j -> %j', (input, year) => expect(toReleaseYear(input)).toEqual(year));
});

describe('isReleaseYear', () => {
  it.each([
    [1950, true],
    [2100, true],
    [1998, true],
    [null, true],
    [1949, false],
    [2101, false],
    [1800, false],
    [1.5, false],
    ['1998', false],
    [Number.NaN, false],
  ])('%j -> %s', (input, valid) => expect(isReleaseYear(input)).toBe(valid));
});

describe('toScreenshotList', () => {
  it.each([
    ['https://a.example/1.png, https://a.example/2.png', ['https://a.example/1.png', 'https://a.example/2.png']],
    [' https://a.example/1.png ,, ,https://a.example/2.png,', ['https://a.example/1.png', 'https://a.example/2.png']],
    ['https://a.example/1.png', ['https://a.example/1.png']],
    ['', []],
    [null, []],
    [[' https://a.example/1.png ', ''], ['https://a.example/1.png']],
  ])('%j -> %j', (input, list) => expect(toScreenshotList(input)).toEqual(list));
});

describe('toUrlList', () => {
  it('trims a list and drops empty entries, but does not split a text', () => {
    expect(toUrlList([' https://v.example/1 ', ''])).toEqual(['https://v.example/1']);
    expect(toUrlList(null)).toEqual([]);
    expect(toUrlList('https://v.example/1, https://v.example/2')).toBe('https://v.example/1, https://v.example/2');
  });
});

describe('URLs', () => {
  it.each([
    ['https://img.example/a.png', true, true],
    ['http://img.example/a.png', true, true],
    ['/api/lightgun/games/12/screenshot-1.svg', false, true],
    ['/api/lightgun/games/12/cover.svg', false, true],
    ['/api/lightgun/games/12/screenshot-100.svg', false, false],
    ['/api/lightgun/games/12/../../users', false, false],
    ['//evil.example/a.png', false, false],
    ['javascript:alert(1)', false, false],
    ['data:image/svg+xml,<svg/>', false, false],
    ['ftp://files.example/a.png', false, false],
    ['a.png', false, false],
    [`https://img.example/${'a'.repeat(2_000)}.png`, false, false],
  ])('%s: http %s, image %s', (url, http, image) => {
    expect(isHttpUrl(url)).toBe(http);
    expect(isImageUrl(url)).toBe(image);
  });
});
