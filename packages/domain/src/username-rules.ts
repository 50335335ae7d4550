/**
 * A username's rules at registration, which the API's DTO applies and the sign-up forms check
 * before sending, in the same words. Uniqueness, lookalikes of taken names and staff words the API
 * judges against the accounts it has.
 */
export const maxUsernameLength = 50;
export const usernameRequired = 'Username is required';
export const usernameTooLong = `Username must be at most ${maxUsernameLength} characters`;
export const usernameHasInvisibleCharacters = 'Username must not contain invisible characters';
export const usernameMixesScripts = 'Username must not mix scripts';

/** A username as stored and looked up: NFKC-normalised (full-width 'ａｄｍｉｎ' is 'admin'), then trimmed. */
export const normalizeUsername = (username: string) => username.normalize('NFKC').trim();

/**
 * Control, format (zero-width, bidi) and other default-ignorable characters: two names that look
 * the same would be two accounts.
 */
const invisibleCharacter = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
export const hasInvisibleCharacters = (username: string) => invisibleCharacter.test(username);

/** Its length in characters, as the database counts them (a character outside the BMP is one). */
export const usernameLength = (username: string) => [...username].length;

let scripts: Promise<typeof import('./mixed-scripts.js')> | undefined;

/**
 * Why a username (as typed) would be refused at registration, or undefined. The table of scripts
 * (about 10 KB compressed) is fetched on first use only.
 */
export async function usernameIssue(username: string): Promise<string | undefined> {
  const name = normalizeUsername(username);
  if (name === '') return usernameRequired;
  if (hasInvisibleCharacters(name)) return usernameHasInvisibleCharacters;
  if (usernameLength(name) > maxUsernameLength) return usernameTooLong;
  scripts ??= import('./mixed-scripts.js');
  if ((await scripts).mixesScripts(name)) return usernameMixesScripts;
  return undefined;
}
