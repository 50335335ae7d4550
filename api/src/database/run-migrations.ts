import 'reflect-metadata';
import { loadConfig } from '../config/app-config.js';
import { startEmbeddedDatabase, type RunningDatabase } from './embedded-database.js';
import { prepareDatabase } from './prepare-database.js';

// `npm run migrate -w api`: apply pending migrations (no seed) to DATABASE_URL or the embedded database.
const config = loadConfig();
let embedded: RunningDatabase | undefined;
try {
  const url = config.databaseUrl ?? (embedded = await startEmbeddedDatabase(config.dataDir)).url;
  const applied = await prepareDatabase(url, { log: console.log });
  if (applied.length === 0) console.log('No pending migrations.');
} finally {
  await embedded?.stop();
}
