import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Unit and component tests of every workspace in one run; API e2e has its own config.
export default defineConfig({
  test: {
    projects: [
      'deploy/vitest.config.ts',
      'scripts/vitest.config.ts',
      'packages/*/vitest.config.ts',
      'shell/vitest.config.ts',
      'mfe-*/vitest.config.ts',
      'api/vitest.config.ts',
    ].filter((file) => !file.startsWith('api/') || existsSync(file)),
  },
});
