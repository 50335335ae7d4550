import bcrypt from 'bcrypt';

const rounds = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, rounds);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Hashed once at start, so even the first unknown username costs a comparison, not a hash too.
const nobodysHash = hashPassword('no account has this password');

/**
 * A comparison as costly as a real one, for a login with an unknown username: without it the
 * answer comes back ~50 ms sooner and tells who has an account.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  await bcrypt.compare(password, await nobodysHash);
  return false;
}
