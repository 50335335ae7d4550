#!/usr/bin/env node
// Usage: node shell/scripts/write-remotes.mjs [output file, default shell/dist/remotes.json]
// Each remote's published release (npm run release), else its address from REMOTE_<NAME>_URL.
import path from 'node:path';
import { servedRemotes, writeFileAtomically } from '../../scripts/release/publication.mjs';

const output = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist/remotes.json'));
const siteRoot = path.resolve(process.env.SITE_ROOT || path.join(import.meta.dirname, '../..'));
writeFileAtomically(output, `${JSON.stringify(servedRemotes(siteRoot), null, 2)}\n`);
console.log(`remotes.json -> ${output}`);
