import { describe, expect, it } from 'vitest';
import { normalisedTitle, titleMatcher } from './title-match.js';

const catalogue = [
  { id: 1, title: 'Time Crisis' },
  { id: 2, title: 'Time Crisis II' },
  { id: 3, title: 'The House of the Dead' },
  { id: 4, title: 'The House of the Dead 2' },
  { id: 5, title: 'The House of the Dead 2' },
  { id: 6, title: 'Point Blank' },
  { id: 7, title: 'T2: The Arcade Game' },
  { id: 8, title: 'Area 51' },
  { id: 9, title: "Hogan's Alley" },
  { id: 10, title: 'Pokémon Snap' },
  { id: 11, title: 'Gun' },
];
const match = titleMatcher(catalogue);

describe('normalisedTitle', () => {
  it('keeps words only: case, punctuation, accents and "the" go; apostrophes close up', () => {
    expect(normalisedTitle('The House of the Dead: OVERKILL!')).toBe(' house of dead overkill ');
    expect(normalisedTitle("Hogan's Alley")).toBe(' hogans alley ');
    expect(normalisedTitle('Pokémon')).toBe(' pokemon ');
    expect(normalisedTitle('Theatre of the absurd')).toBe(' theatre of absurd ');
  });
});

describe('titleMatcher', () => {
  it('finds a title as whole words, whatever the case and punctuation', () => {
    expect(match('TIME CRISIS - a full run')).toEqual([1]);
    expect(match('Playing "Point Blank" with friends')).toEqual([6]);
    expect(match('Hogans Alley high score')).toEqual([9]);
    expect(match('pokemon snap on a CRT')).toEqual([10]);
  });

  it('never matches inside a word', () => {
    expect(match('Point Blanket fort')).toEqual([]);
    expect(match('Area 512 review')).toEqual([]);
  });

  it('prefers the longest title, and keeps every game sharing it', () => {
    expect(match('Time Crisis II co-op')).toEqual([2]);
    expect(match('House of the Dead 2 one credit')).toEqual([4, 5]);
    expect(match('The House of the Dead on Saturn')).toEqual([3]);
  });

  it('takes roman numerals as they are', () => {
    expect(match('Time Crisis 2 arcade')).toEqual([1]);
  });

  it('proposes every unrelated title a video names', () => {
    expect(match('Time Crisis & Point Blank night')).toEqual([1, 6]);
  });

  it('skips titles shorter than 4 characters', () => {
    expect(match('Gun review')).toEqual([]);
    expect(match('T2 The Arcade Game')).toEqual([7]);
  });
});
