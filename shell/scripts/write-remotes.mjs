#!/usr/bin/env node
// Usage: node shell/scripts/write-remotes.mjs [output file, default shell/dist/remotes.json]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { remotesFromEnv } from './remotes-config.mjs';

const output = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist/remotes.json'));
const remotes = remotesFromEnv();
writeFileSync(output, `${JSON.stringify(remotes, null, 2)}\n`);
console.log(`remotes.json -> ${output}`);
