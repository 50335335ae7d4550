import bcrypt from 'bcrypt';

const rounds = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, rounds);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

let nobodysHash: Promise<string> | undefined;
/**
 * A comparison as costly as a real one, for a login with an unknown username: without it the
 * answer comes back ~50 ms sooner and tells who has an account.
 */
export function verifyAgainstNobody(password: string): Promise<boolean> {
  nobodysHash ??= hashPassword('no account has this password');
  return nobodysHash.then((hash) => bcrypt.compare(password, hash)).then(() => false);
}
