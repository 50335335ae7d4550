// Runs src/main.ts in this process, as `node dist/main.js` runs the build, through Vite's SSR loader
// (TypeScript with decorator metadata; Vite as Vitest ships it): tests start real API processes from
// the current sources, with no build step and no stale dist/. The server stays open for later imports.
import path from 'node:path';
import { createViteServer } from 'vitest/node';

const vite = await createViteServer({
  configFile: false,
  root: path.resolve(import.meta.dirname, '../..'),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  // @site/domain from its sources too (Node's `node` export is its build).
  resolve: { alias: { '@site/domain': path.resolve(import.meta.dirname, '../../../packages/domain/src/index.ts') } },
});
await vite.ssrLoadModule('/src/main.ts');
