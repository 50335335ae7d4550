import { defineConfig } from 'vitest/config';
import { domainSources } from './test/support/domain-sources.js';

export default defineConfig({
  resolve: { alias: domainSources },
  test: { name: 'api', environment: 'node', include: ['src/**/*.spec.ts'] },
});
