// Finds the Debian Chromium the Playwright suite drives; Playwright's own browser download is
// never used (it cannot download here).
import { existsSync, readFileSync } from 'node:fs';
import { run } from './lib.mjs';

const defaultPath = '/usr/bin/chromium';

function isDebianRoot() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
}

/** The browser path, installing Debian's chromium when we may; otherwise exits with an instruction. */
export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH || defaultPath;
  if (existsSync(wanted)) return wanted;
  if (!process.env.CHROMIUM_PATH && isDebianRoot()) {
    console.log('Chromium is missing: installing the Debian chromium package...');
    const status = run('sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
    if (status === 0 && existsSync(defaultPath)) return defaultPath;
  }
  const distro = existsSync('/etc/os-release')
    ? readFileSync('/etc/os-release', 'utf8').match(/^ID=(.*)$/m)?.[1]
    : 'unknown';
  console.error(
    `Chromium not found at ${wanted} (${distro}): install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
