#!/usr/bin/env node
// Usage: node shell/scripts/write-site-config.mjs [output file, default shell/dist/site-config.json]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSiteConfigDefaults, siteConfigFromEnv } from './site-config.mjs';

const output = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist/site-config.json'));
try {
  const config = siteConfigFromEnv(readSiteConfigDefaults());
  writeFileSync(output, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`site-config.json -> ${output}`);
} catch (error) {
  console.error(`site-config.json not written: ${error.message}`);
  process.exit(1);
}
