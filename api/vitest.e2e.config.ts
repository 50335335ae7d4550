import { defineConfig } from 'vitest/config';
import { domainSources } from './test/support/domain-sources.js';

// The real app on a real PostgreSQL: embedded by default, DATABASE_URL's server when set.
export default defineConfig({
  resolve: { alias: domainSources },
  test: {
    name: 'api-e2e',
    environment: 'node',
    include: ['test/**/*.e2e-spec.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['reflect-metadata'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
