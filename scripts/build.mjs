#!/usr/bin/env node
// Builds every app (Nx: packages first, cached when nothing changed).
import { nxEnv, runOrExit } from './lib.mjs';

runOrExit('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=stream'], { env: nxEnv });
