// Which Lightgun Hub sites run from this folder: `npm start`, `npm run dev` and the Playwright suite's
// own server each leave a note in .data/running/ while they run (the note of a process that died is
// ignored), and a server started some other way on the default data folder still holds its
// database's postmaster.pid. `npm test` and `npm start` read them before rebuilding the dist/
// folders a running site serves.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const notesFolder = (root) => path.join(root, '.data', 'running');

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function readNote(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Leaves this process's note until it exits: kind 'serve' (scripts/serve.mjs) or 'dev', the site's url, its DATA_DIR.
 */
export function registerRunningSite(root, { kind, url, dataDir }) {
  mkdirSync(notesFolder(root), { recursive: true });
  const file = path.join(notesFolder(root), `${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ pid: process.pid, kind, url, dataDir: path.resolve(dataDir) }));
  process.on('exit', () => rmSync(file, { force: true }));
}

/** The sites running from `root`: { pid, kind, url?, dataDir }, the live ones only. */
export function runningSites(root) {
  const folder = notesFolder(root);
  const notes = existsSync(folder) ? readdirSync(folder).map((name) => readNote(path.join(folder, name))) : [];
  const sites = notes.filter(
    (note) => note && Number.isInteger(note.pid) && note.pid !== process.pid && isAlive(note.pid),
  );
  const defaultData = path.join(root, '.data');
  const postmaster = databaseServerOf(path.join(defaultData, 'pg'));
  if (postmaster !== null && !sites.some((site) => path.resolve(site.dataDir) === defaultData)) {
    sites.push({ pid: postmaster, kind: 'database', dataDir: defaultData });
  }
  return sites;
}

/**
 * The live PostgreSQL server of a data folder (its postmaster.pid; a pid since reused by another program does not
 * count).
 */
function databaseServerOf(folder) {
  let pid;
  try {
    pid = Number.parseInt(readFileSync(path.join(folder, 'postmaster.pid'), 'utf8').split('\n')[0], 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || !isAlive(pid)) return null;
  const commandLine = `/proc/${pid}/cmdline`;
  return !existsSync(commandLine) || readFileSync(commandLine, 'utf8').includes('postgres') ? pid : null;
}

const kinds = {
  serve: "npm start (or the Playwright suite's server)",
  dev: 'npm run dev',
  database: 'the database server of .data/pg',
};
const describeSite = ({ pid, kind, url }) => `${kinds[kind] ?? kind}, pid ${pid}${url ? `, ${url}` : ''}`;

/** Why `what` must not run now, naming each running site and what to do; null when none runs. */
export function refusalFor(what, sites, otherwise) {
  if (sites.length === 0) return null;
  const list = sites.map((site) => `  - ${describeSite(site)}`).join('\n');
  return [
    `${what} stopped before doing anything: a Lightgun Hub site runs from this folder, and ${what} would rebuild the dist/ folders it serves:`,
    list,
    `Stop it first (Ctrl-C in its terminal, or kill ${sites.map((site) => site.pid).join(' ')}), ${otherwise}.`,
  ].join('\n');
}

/** Exits 1 with refusalFor's message when a site runs from `root`. */
export function exitIfSitesRun(root, what, otherwise) {
  const refusal = refusalFor(what, runningSites(root), otherwise);
  if (!refusal) return;
  console.error(refusal);
  process.exit(1);
}
