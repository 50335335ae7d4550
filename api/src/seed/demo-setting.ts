const off = ['false', '0', 'no', 'off'];
const on = ['', 'true', '1', 'yes', 'on'];

/**
 * SEED_DEMO: whether a fresh database gets the demo videos, news and forum threads that show the
 * site off (on unless set to false: `npm start` keeps them for a first look, docker-compose turns
 * them off). A value that is neither is refused at start rather than guessed.
 */
export function demoContentWanted(value = process.env['SEED_DEMO']): boolean {
  const setting = (value ?? '').trim().toLowerCase();
  if (off.includes(setting)) return false;
  if (on.includes(setting)) return true;
  throw new Error(`SEED_DEMO must be true or false, got "${value}"`);
}
