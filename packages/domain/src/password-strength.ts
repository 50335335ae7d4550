import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Spec section 9: the least length of a password, and the message of spec section 8. */
export const minPasswordLength = 6;
export const passwordTooShort = `Password must be at least ${minPasswordLength} characters long`;
/** The most a password may be (it is hashed whole); only the start of it is scored, below. */
export const maxPasswordLength = 128;
export const passwordTooLong = `Password must be at most ${maxPasswordLength} characters`;
export const passwordBlank = 'Password must not be blank';
export const passwordRequired = 'Password is required';
export const currentPasswordRequired = 'Current password is required';

/** zxcvbn's scale, 0 to 4; 3 means at least 10^8 guesses, out of reach of an online attack. */
export const passwordStrengthLabels = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
export const minPasswordScore = 3;
export const passwordRule = `At least ${minPasswordLength} characters and rated ${passwordStrengthLabels[minPasswordScore]} or better: not a common password, a pattern, your username or the site's name.`;
export const passwordTooWeak =
  'Password is too easy to guess: make it longer, and avoid common words, patterns, your username and the site name';

/** What a guesser of this site's passwords tries early, besides each member's own names. */
const siteWords = ['Lightgun Hub', 'lightgunhub'];

// Bounds on zxcvbn's work, which blocks the thread it runs on: only the first 32 characters are
// scored, and l33t variants are capped (at its defaults, 128 characters of 'P@ssw0rd' took 300 ms;
// now about 25 ms).
const scoredLength = 32;
const l33tSubstitutions = 10;

let scorer: Promise<ZxcvbnFactory> | undefined;

/** zxcvbn and its common-password dictionaries (about 400 KB) are fetched on first use only. */
function loadScorer(): Promise<ZxcvbnFactory> {
  scorer ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        maxLength: scoredLength,
        l33tMaxSubstitutions: l33tSubstitutions,
      }),
  );
  return scorer;
}

/** Each name whole and in its parts, so 'player1@example.com' also makes 'player1' cheap. */
const guessableWords = (personal: string[]) =>
  [...siteWords, ...personal]
    .flatMap((word) => [word, ...word.split(/[^\p{L}\p{N}]+/u)])
    .filter((word) => word.length >= 3);

/**
 * The password's zxcvbn score (0-4), with the member's own names (username, email, display name)
 * and the site's name counted as known words. NFKC first: '１２３４５６' is '123456' to a guesser.
 */
export async function scorePassword(password: string, personalWords: string[] = []): Promise<number> {
  const zxcvbn = await loadScorer();
  return zxcvbn.check(password.normalize('NFKC'), guessableWords(personalWords)).score;
}

export async function isStrongPassword(password: string, personalWords: string[] = []): Promise<boolean> {
  return (await scorePassword(password, personalWords)) >= minPasswordScore;
}

/**
 * Why a new password would be refused, or undefined: its length and blankness first, then how
 * guessable it is. What the forms check before sending; the API applies the same rules.
 */
export async function passwordIssue(password: string, personalWords: string[] = []): Promise<string | undefined> {
  if (password.length < minPasswordLength) return passwordTooShort;
  if (password.trim() === '') return passwordBlank;
  if (password.length > maxPasswordLength) return passwordTooLong;
  if (!(await isStrongPassword(password, personalWords))) return passwordTooWeak;
  return undefined;
}
