import bcrypt from 'bcrypt';

const rounds = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, rounds);
export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
