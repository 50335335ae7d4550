// Starts the production site (scripts/serve.mjs) on its own port and data folder for a bench run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

export const benchAdmin = { username: 'admin', password: 'bench-admin-password' };

export async function startSite(port, extraEnv = {}) {
  const dataDir = path.join(repoRoot, '.data', `bench-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node', ['scripts/serve.mjs'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: benchAdmin.password,
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      ...extraEnv,
    },
  });
  const url = `http://localhost:${port}`;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 180_000;
  let up = false;
  while (!up && !exited && Date.now() < deadline) {
    try {
      up = (await fetch(`${url}/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!up) {
    await stop();
    throw new Error(
      `the site on port ${port} did not come up (${exited ? 'scripts/serve.mjs exited' : 'no healthy /api/health in 180 s'}); is the build there (node scripts/build.mjs)?`,
    );
  }
  return { url, stop };
}
