#!/usr/bin/env node
// npm run release|promote|rollback|releases -w <app> (see docs/team-workflow.md):
//   node scripts/release/cli.mjs release <app> [--candidate] [--from <build folder>]
//   node scripts/release/cli.mjs promote <app> [<release id>]   (default: the newest)
//   node scripts/release/cli.mjs rollback <app>   (the release published before the current one)
//   node scripts/release/cli.mjs list <app>
// The site is SITE_ROOT (default: this repository); RELEASES_KEPT releases are kept (default 5).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nxEnv, repoRoot, runOrExit } from '../lib.mjs';
import { previousPublication, publish, publishedRelease, releaseManifestUrl, rollback } from './publication.mjs';
import { appNames, createRelease, defaultKept, pruneReleases, readRelease, releaseIds } from './release-store.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { candidate: { type: 'boolean', default: false }, from: { type: 'string' } },
});
const [command, app, id] = positionals;
if (!appNames.includes(app)) fail(`unknown app "${app}": one of ${appNames.join(', ')}`);

// npm runs a workspace's script in its folder: paths are read from where npm was called (INIT_CWD).
const fromCaller = (file) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const siteRoot = fromCaller(process.env.SITE_ROOT || repoRoot);
const project = app === 'shell' ? 'shell' : `mfe-${app}`;
const kept = Number(process.env.RELEASES_KEPT || defaultKept);

function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

function describeRelease(releaseId) {
  const { version, commit, dirty } = readRelease(siteRoot, app, releaseId);
  return `${app} ${releaseId} (version ${version}, commit ${commit.slice(0, 12)}${dirty ? ' with uncommitted changes' : ''})`;
}

function announce(releaseId) {
  console.log(`Published ${describeRelease(releaseId)}.`);
  if (app === 'shell')
    console.log('The site serves it from its next start (npm start); docker-compose follows at once.');
  else console.log(`remotes.json: ${app} -> ${releaseManifestUrl(app, releaseId)}`);
}

function release() {
  // --from releases a build made elsewhere (CI builds once, then releases those same files).
  if (!values.from) runOrExit('npx', ['nx', 'run', `${project}:build`, '--outputStyle=stream'], { env: nxEnv });
  const made = createRelease({
    siteRoot,
    app,
    dist: values.from ? fromCaller(values.from) : path.join(repoRoot, project, 'dist'),
    version: JSON.parse(readFileSync(path.join(repoRoot, project, 'package.json'), 'utf8')).version,
    commit: git('rev-parse', 'HEAD'),
    dirty: git('status', '--porcelain', '--', project) !== '',
  });
  if (values.candidate)
    console.log(
      `Made ${describeRelease(made.id)}, not published: preview it, then npm run promote -w ${project} -- ${made.id}`,
    );
  else {
    publish(siteRoot, app, made.id);
    announce(made.id);
  }
  // Never pruned: the published release, the one just made and the one a rollback would publish.
  const pruned = pruneReleases(siteRoot, app, kept, [
    publishedRelease(siteRoot, app),
    made.id,
    previousPublication(siteRoot, app),
  ]);
  if (pruned.length > 0) console.log(`Pruned ${pruned.join(', ')} (${kept} kept).`);
}

function list() {
  const published = publishedRelease(siteRoot, app);
  const ids = releaseIds(siteRoot, app);
  if (ids.length === 0) console.log(`No release of ${app} yet: the site serves ${project}/dist.`);
  for (const releaseId of ids) console.log(`${releaseId === published ? '*' : ' '} ${describeRelease(releaseId)}`);
}

try {
  if (command === 'release') release();
  else if (command === 'promote') {
    const chosen = id ?? releaseIds(siteRoot, app).at(-1);
    if (chosen === undefined) fail(`no release of ${app} yet`);
    publish(siteRoot, app, chosen);
    announce(chosen);
  } else if (command === 'rollback') {
    const { from, to } = rollback(siteRoot, app);
    console.log(`Rolled ${app} back from ${from}.`);
    announce(to);
  } else if (command === 'list') list();
  else fail(`unknown command "${command}": release, promote, rollback or list`);
} catch (error) {
  fail(error.message);
}
