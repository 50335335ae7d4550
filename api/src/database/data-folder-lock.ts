import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup/startup-error.js';

// The API process that runs the embedded server of a data folder: the pid to name (stopping it stops
// its database too; stopping PostgreSQL under it would not be the advice to give).
const ownerFile = (folder: string) => path.join(folder, 'api.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process whose pid a file starts with (PostgreSQL's postmaster.pid, our api.pid), else null. */
function livePidIn(file: string): number | null {
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0], 10);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/**
 * The PostgreSQL server holding `dataDir`; a pid a crashed server left behind and another program now has does not
 * count.
 */
function postgresHolding(dataDir: string): number | null {
  const pid = livePidIn(path.join(dataDir, 'postmaster.pid'));
  if (pid === null) return null;
  const commandLine = `/proc/${pid}/cmdline`;
  return !existsSync(commandLine) || readFileSync(commandLine, 'utf8').includes('postgres') ? pid : null;
}

const shown = (folder: string) => {
  const relative = path.relative(process.cwd(), folder);
  return relative && !relative.startsWith('..') ? relative : folder;
};

export function folderInUse(folder: string, postgresPid: number | null): StartupError {
  const owner = livePidIn(ownerFile(folder));
  const who =
    owner !== null && owner !== process.pid
      ? `pid ${owner}`
      : postgresPid !== null
        ? `its database server is pid ${postgresPid}`
        : 'its database server runs';
  return new StartupError(
    `Another Lightgun Hub is using ${shown(path.join(folder, 'pg'))} (${who}): stop it, or set DATA_DIR to another folder.`,
  );
}

/**
 * Refuses to start a second embedded server on a data folder whose server runs (PostgreSQL would refuse too, with less
 * to say).
 */
export function checkDataFolderFree(folder: string): void {
  const postgres = postgresHolding(path.join(folder, 'pg'));
  if (postgres !== null) throw folderInUse(folder, postgres);
}

/** Records this process as the folder's user; the returned function gives it up. */
export function claimDataFolder(folder: string): () => void {
  writeFileSync(ownerFile(folder), `${process.pid}\n`);
  return () => {
    if (livePidIn(ownerFile(folder)) === process.pid) rmSync(ownerFile(folder), { force: true });
  };
}
