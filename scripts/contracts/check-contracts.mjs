#!/usr/bin/env node
// `npm run check-contracts`: every API call the shell, the remotes and the shared packages make
// (apiClient.get/getPage/post/put/patch/delete) against the API's OpenAPI document, made from the
// API's current sources (openapi-document.mjs). One line per problem, exit 1 when there is any;
// else a one-line summary. `--openapi <file>` reads a document instead of making one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readApiClasses } from './api-classes.mjs';
import { compareCalls, formatProblem } from './compare-calls.mjs';
import { createFrontEndProgram, extractCalls, flattenCalls } from './extract-calls.mjs';
import { openApiFile, writeOpenApiDocument } from './openapi-document.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const allowListFile = path.join(import.meta.dirname, 'allow-list.json');

/** The shell, each remote, and the shared packages whose code runs inside them. */
function appDirs() {
  const remotes = readdirSync(repoRoot).filter((dir) => dir.startsWith('mfe-'));
  const packages = readdirSync(path.join(repoRoot, 'packages')).map((dir) => `packages/${dir}`);
  return ['shell', ...remotes, ...packages].filter((dir) => existsSync(path.join(repoRoot, dir, 'src'))).sort();
}

function sourceFiles(dir) {
  const src = path.join(repoRoot, dir, 'src');
  return (
    readdirSync(src, { recursive: true })
      .map(String)
      .filter(
        (file) =>
          /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !/(^|\/)__tests__\/|\.(test|spec)\.tsx?$/.test(file),
      )
      .map((file) => path.join(src, file))
      // Only files that import the client (even a renamed import names it): the compiler then loads
      // just what they import, about half the front ends' files.
      .filter((file) => readFileSync(file, 'utf8').includes('apiClient'))
  );
}

/** Allow-list entries: `{ file, path, reason }`, `path` being the call's path argument as written. */
function readAllowList() {
  const entries = JSON.parse(readFileSync(allowListFile, 'utf8')).unresolved ?? [];
  for (const entry of entries) {
    if (!entry.file || !entry.path || !entry.reason?.trim())
      throw new Error(`${path.relative(repoRoot, allowListFile)}: every entry needs file, path and reason`);
  }
  return entries;
}

function parseArgs(argv) {
  const index = argv.indexOf('--openapi');
  return { openapi: index >= 0 ? path.resolve(argv[index + 1]) : null };
}

const args = parseArgs(process.argv.slice(2));
const document = args.openapi
  ? JSON.parse(readFileSync(args.openapi, 'utf8'))
  : await writeOpenApiDocument(openApiFile);
const classes = readApiClasses(path.join(repoRoot, 'api', 'src'));

const apps = appDirs();
const files = apps.flatMap(sourceFiles);
const program = createFrontEndProgram(files, repoRoot);
const contractsDir = path.join(repoRoot, 'packages', 'contracts') + path.sep;
const calls = flattenCalls(
  extractCalls(program, files, { isContractFile: (file) => path.resolve(file).startsWith(contractsDir) }),
).map((call) => {
  const relative = path.relative(repoRoot, call.file);
  return {
    ...call,
    app: apps.find((app) => relative.startsWith(`${app}/`)),
    relativeFile: relative,
    location: `${relative}:${call.line}`,
  };
});

const allowList = readAllowList();
const used = new Set();
const allowed = (call) => {
  const entry = allowList.find((candidate) => candidate.file === call.relativeFile && candidate.path === call.source);
  if (entry) used.add(entry);
  return entry?.reason ?? null;
};
const problems = compareCalls(calls, document, classes, { allowed });
const stale = allowList.filter((entry) => !used.has(entry));

for (const problem of problems) console.log(formatProblem(problem));
for (const entry of stale)
  console.log(`allow-list ${entry.file}: no unresolved call with path ${entry.path} any more; remove the entry`);
if (problems.length || stale.length) {
  console.log(`Contract check: ${problems.length + stale.length} problem(s) in ${calls.length} calls`);
  process.exit(1);
}
const typed = calls.filter((call) => call.response).length;
const bodies = calls.filter((call) => call.body).length;
const callingApps = new Set(calls.map((call) => call.app)).size;
console.log(
  `Contract check: ${calls.length} calls from ${callingApps} apps match the API's ${Object.keys(document.paths).length} documented paths (${typed} typed answers, ${bodies} typed bodies, ${used.size} allow-listed)`,
);
