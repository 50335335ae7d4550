// Runs src/main.ts in this process, as `node dist/main.js` runs the build, through Vite's module
// runner (TypeScript with decorator metadata): tests start real API processes from the current
// sources, with no build step and no stale dist/. The runner stays open for later dynamic imports.
import path from 'node:path';
import { createServer, createServerModuleRunner } from 'vite';

const vite = await createServer({
  configFile: false,
  root: path.resolve(import.meta.dirname, '../..'),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
await createServerModuleRunner(vite.environments.ssr, { hmr: false }).import('/src/main.ts');
