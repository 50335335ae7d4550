import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../src/config/app-config.js';
import { freePort } from '../../src/database/embedded-database.js';

/**
 * The API compiled from this checkout's sources into a folder of its own under .data (so modules
 * resolve from the repository's node_modules): a child process runs exactly the code under test,
 * never a stale api/dist.
 */
export async function buildApi(): Promise<{ entry: string; remove(): void }> {
  const outDir = path.join(repoRoot, '.data', `api-e2e-build-${process.pid}-${Date.now()}`);
  mkdirSync(outDir, { recursive: true });
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    // The one workspace package the API runs from its build (Node resolves @site/domain's `node` export).
    await promisify(execFile)(
      process.execPath,
      [tsc, '-p', path.join(repoRoot, 'packages', 'domain', 'tsconfig.build.json')],
      { maxBuffer: 16 << 20 },
    );
    await promisify(execFile)(
      process.execPath,
      [tsc, '-p', path.join(repoRoot, 'api', 'tsconfig.build.json'), '--outDir', outDir, '--sourceMap', 'false'],
      {
        maxBuffer: 16 << 20,
      },
    );
  } catch (error) {
    const output = error instanceof Error && 'stdout' in error ? String(error.stdout) : '';
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`the API does not compile:\n${output}`, { cause: error });
  }
  return { entry: path.join(outDir, 'main.js'), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

export interface BuiltApi {
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Its exit code (null when a signal ended it) and how long after `since` it came. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Stops it for good, whatever state it is in (test clean-up). */
  kill(): void;
}

/** `node <entry>` on a free port, with `env` on top of this process's environment minus DATABASE_URL. */
export async function startBuiltApi(
  entry: string,
  env: NodeJS.ProcessEnv,
  { readyWithinMs = 120_000 } = {},
): Promise<BuiltApi> {
  const port = await freePort();
  const base = { ...process.env };
  delete base['DATABASE_URL'];
  const child = spawn(process.execPath, [entry], {
    env: { ...base, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const api: BuiltApi = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };

  const deadline = performance.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the API exited with ${child.exitCode} before it was ready:\n${output}`);
    const ready = await fetch(`${api.url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return api;
    if (performance.now() > deadline) {
      api.kill();
      throw new Error(`the API was not ready within ${readyWithinMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
