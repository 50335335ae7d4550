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
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: benchAdmin.password, RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000000', ...extraEnv },
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
