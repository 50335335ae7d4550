import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { refusalFor, runningSites } from '../running-sites.mjs';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A live process for a note to name; `argv0` as `postgres` looks like a database server in /proc. */
function liveProcess(argv0?: string): number {
  const child = spawn('sleep', ['30'], { argv0, stdio: 'ignore' });
  children.push(child);
  return child.pid ?? 0;
}

async function deadPid(): Promise<number> {
  const child = spawn('true', [], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

function repoWith({ notes = [], postmaster }: { notes?: object[]; postmaster?: number }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'running-sites-'));
  mkdirSync(path.join(root, '.data', 'running'), { recursive: true });
  notes.forEach((note, index) =>
    writeFileSync(path.join(root, '.data', 'running', `${index}.json`), JSON.stringify(note)),
  );
  if (postmaster !== undefined) {
    mkdirSync(path.join(root, '.data', 'pg'), { recursive: true });
    writeFileSync(path.join(root, '.data', 'pg', 'postmaster.pid'), `${postmaster}\n/data\n1700000000\n5432\n`);
  }
  return root;
}

describe('runningSites', () => {
  it('lists the notes of live processes only, never its own', async () => {
    const live = liveProcess();
    const root = repoWith({
      notes: [
        { pid: live, kind: 'serve', url: 'http://localhost:8080', dataDir: '/x/.data' },
        { pid: await deadPid(), kind: 'dev', dataDir: '/x/.data' },
        { pid: process.pid, kind: 'serve', dataDir: '/x/.data/e2e-8680' },
      ],
    });
    expect(runningSites(root)).toEqual([
      { pid: live, kind: 'serve', url: 'http://localhost:8080', dataDir: '/x/.data' },
    ]);
  });

  it("counts the default data folder's live database server when no note covers it, not a pid another program reused", () => {
    const postgres = liveProcess('postgres');
    const root = repoWith({ postmaster: postgres });
    expect(runningSites(root)).toEqual([{ pid: postgres, kind: 'database', dataDir: path.join(root, '.data') }]);

    const noted = repoWith({ postmaster: postgres, notes: [] });
    writeFileSync(
      path.join(noted, '.data', 'running', 'site.json'),
      JSON.stringify({ pid: liveProcess(), kind: 'serve', dataDir: path.join(noted, '.data') }),
    );
    expect(runningSites(noted).map((site) => site.kind)).toEqual(['serve']);

    expect(runningSites(repoWith({ postmaster: liveProcess('sleep') }))).toEqual([]);
  });

  it('finds nothing in a fresh clone', () => {
    expect(runningSites(mkdtempSync(path.join(tmpdir(), 'running-sites-')))).toEqual([]);
  });
});

describe('refusalFor', () => {
  it('names every running site, its pid and what to do; nothing when none runs', () => {
    expect(refusalFor('npm test', [], 'or not')).toBeNull();
    const message = refusalFor(
      'npm test',
      [
        { pid: 41, kind: 'serve', url: 'http://localhost:8080', dataDir: '/x' },
        { pid: 42, kind: 'database', dataDir: '/x' },
      ],
      'or run only stages that build nothing',
    );
    expect(message).toContain(
      'npm test stopped before doing anything: a Lightgun Hub site runs from this folder, and npm test would rebuild the dist/ folders it serves',
    );
    expect(message).toContain("npm start (or the Playwright suite's server), pid 41, http://localhost:8080");
    expect(message).toContain('the database server of .data/pg, pid 42');
    expect(message).toContain(
      'Stop it first (Ctrl-C in its terminal, or kill 41 42), or run only stages that build nothing.',
    );
  });
});
